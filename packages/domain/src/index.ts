// One folder per module that owns the rules (the server's module names); shared/ holds what every module uses,
// including the error catalogue that merges each module's errors-*.ts part.
export * from './identity/documents.ts';
export * from './identity/passwords.ts';
export * from './identity/phone.ts';
export * from './identity/registration.ts';
export * from './identity/roles.ts';
export * from './learning/activities.ts';
export * from './learning/portfolio.ts';
export * from './learning/progress.ts';
export * from './learning/search.ts';
export * from './points/badge-definitions.ts';
export * from './points/badges.ts';
export * from './points/levels.ts';
export * from './points/points.ts';
export * from './shared/constants.ts';
export * from './shared/dates.ts';
export * from './shared/errors.ts';
export * from './shared/files.ts';
export * from './shared/languages.ts';
export * from './shared/links.ts';
export * from './shared/states.ts';
export * from './shared/text.ts';
export * from './shared/validation.ts';
export * from './shared/validation-messages.ts';
export * from './tenancy/module-access.ts';
export * from './tenancy/modules.ts';

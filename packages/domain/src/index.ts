export * from './errors.ts';
export * from './languages.ts';
export * from './modules.ts';
export * from './roles.ts';

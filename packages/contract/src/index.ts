export * from './accounts.ts';
export * from './common.ts';
export * from './endpoints.ts';
export * from './identity.ts';
export * from './profile.ts';
export * from './tenancy.ts';

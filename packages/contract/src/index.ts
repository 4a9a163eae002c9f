export * from './common.ts';
export * from './endpoints.ts';
export * from './identity.ts';
export * from './tenancy.ts';

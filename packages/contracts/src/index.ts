/**
 * The calls of the API as both sides name them (path, method, access, error family) and their
 * request and response types, the envelope and the error catalogue. Nothing here loads zod: the
 * schemas are in `@member-site/contracts/wire`, the constants in `@member-site/contracts/constants`
 * and the message texts in `@member-site/contracts/messages`.
 */
export * from './envelope';
export * from './call';
export * from './errors';
export * from './calls/site';
export * from './calls/content';
export * from './calls/account';
export * from './calls/register';
export * from './calls/money';
export * from './calls/wallet';
export * from './calls/records';
export * from './calls/deposit';
export * from './calls/withdrawal';
export * from './calls/games';
export * from './calls/house';
export * from './calls/house-tables';
export * from './calls/sportsbook';
export * from './calls/signin';
export * from './calls/content-admin';
export * from './calls/letters';
export * from './calls/promotions';
export * from './calls/recommend';
export * from './calls/bonus';
export * from './calls/agent';
export * from './calls/agent-reports';

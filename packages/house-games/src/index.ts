export * from './fair';
export * from './slot';

export * from './types';
export * from './settle';
export * from './odds';
export * from './cash-out';
export * from './models';
export * from './simulator';

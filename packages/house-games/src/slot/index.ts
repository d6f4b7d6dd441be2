export * from './lotus-fortune';
export * from './slot-definition';
export * from './slot-engine';
export * from './slot-math';

export * from './queue';
export * from './worker';
export * from './stats';

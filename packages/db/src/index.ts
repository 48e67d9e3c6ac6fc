export * from './client';
export * as schema from './schema/index';
export * from './schema/index';
export * from './time-sql';
export * from './series-sql';
export * from './backup';
export { observeQueries, type QueryObserver, type QueryEnd, type DatabaseSystem } from './query-observer';
export * from './replicas';
export { GENERIC_PLAN_PREFIX } from './prepared';

/** Every table of Kickoff, one file per domain. */
export * from './auth';
export * from './groups';
export * from './events';
export * from './notifications';
export * from './idempotency';
export * from './email-claims';
export * from './invitations';
export * from './data-exports';
export * from './blocks';
export * from './venues';
export * from './moderation';
export * from './payments';

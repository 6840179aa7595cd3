export * from './apply-event';
export * from './events';
export * from './page-status';
export * from './ranking';
export * from './schemas';

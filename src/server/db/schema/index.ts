export * from './auth';
export * from './content';
export * from './media';
export * from './search';
export * from './sites';
export * from './forms';
export * from './games';
export * from './users';

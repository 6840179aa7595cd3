export * from './auth';
export * from './content';
export * from './media';
export * from './search';
export * from './sites';
export * from './games';

export * from './auth';
export * from './content';
export * from './media';
export * from './sites';

export * from './contact-form';
export * from './form-messages';
export * from './sponsor-form';
export * from './inbox';

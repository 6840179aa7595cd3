/** Where a visitor's answer to the consent banner is kept (their browser only; nothing is sent). */
export const CONSENT_STORAGE_KEY = 'webbox:tracking-consent';
/** The type of a tracking script waiting for consent: inert until the visitor agrees (then run, so its hash is in the CSP). */
export const CONSENT_SCRIPT_TYPE = 'text/webbox-consent';

/**
 * Dispatched on the document when an island rendered new islands into its slots (the play screen's
 * drawer pages): the browser runtime then looks for islands again. Free of React, so the runtime's
 * first part (src/app/_islands/runtime.ts) can listen without loading it.
 */
export const SLOTS_RENDERED_EVENT = 'webbox:slots-rendered';

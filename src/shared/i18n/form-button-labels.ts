/** The submit button's label in each submit state (spec §4.1: they come from translations). */
export type FormButtonLabels = { submit: string; loading: string; sent: string; error: string };

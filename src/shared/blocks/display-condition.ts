/**
 * When an option (or a load) applies: a boolean option equal to a value, or a number/choice option
 * compared with one. Its own module so `load.ts` and `types.ts` need not import each other.
 */
export type DisplayCondition = { option: string; equals: boolean } | { option: string; operator: '>' | '<' | '=' | '!='; value: number | string };

/** What a refused console post came back with (the form-return cookie): the typed values and the messages. */
export type ConsoleFormReturn = { values: Record<string, unknown>; fieldErrors: Record<string, string>; error: string | null };

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that even when it
 * may not: under our Content Security Policy (no 'unsafe-eval') the caught probe is still reported
 * as a violation. Jitless parsing needs neither. Zod keeps its configuration on `globalThis`
 * (`__zod_globalConfig`, read when zod first loads and kept), so browser entries call this before
 * any chunk evaluates zod — without importing zod themselves, which would load it on every page
 * before anything needs it. The server keeps the compiled fast path.
 */
export function preferJitlessZod(): void {
  const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}

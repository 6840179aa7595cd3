import { z } from 'zod';

/**
 * Runs before any of our client code (Next's client instrumentation hook). Zod compiles object
 * parsers with `new Function` when it may, and probes for that even when it may not: under our
 * Content Security Policy (no 'unsafe-eval') the caught probe is still reported as a violation.
 * Jitless parsing needs neither; the server keeps the compiled fast path.
 */
z.config({ jitless: true });

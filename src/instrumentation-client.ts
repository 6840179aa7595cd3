import { preferJitlessZod } from './shared/zod-jitless';

/** Runs before any of our client code (Next's client instrumentation hook): see preferJitlessZod. */
preferJitlessZod();

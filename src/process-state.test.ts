import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/**
 * State that must be one per process (Next's bundle and ours load the server modules twice) goes
 * through `processSingleton` in src/server/platform/process-singleton.ts. Writing it to `globalThis`
 * by hand — `globalThis as … & { __x?: … }`, `globalThis.x = …`, `globalThis[k] ??= …` — is
 * refused here. Reads (`globalThis.fetch`, `globalThis.setTimeout(…)`, `globalThis.crypto`) are fine.
 */
const ALLOWED: Record<string, string> = {
  'server/platform/process-singleton.ts': 'the one helper',
  // Zod reads its own configuration from `globalThis.__zod_globalConfig` before it loads; not our state.
  'shared/zod-jitless.ts': "zod's documented global configuration",
};

/** A cast of globalThis (how fields are added to it) or an assignment to one of its properties. */
const GLOBAL_STATE = [
  /\bglobalThis\s+as\b/,
  /\bglobalThis\s*(?:\.\s*[\w$]+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=|&&=)/,
  /\bObject\.assign\(\s*globalThis\b/,
  /\bReflect\.set\(\s*globalThis\b/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function globalStateWrites(source: string): number[] {
  return source.split('\n').flatMap((line, index) => (GLOBAL_STATE.some((pattern) => pattern.test(line)) ? [index + 1] : []));
}

describe('process state', () => {
  it('recognises hand-written globalThis state and lets reads through', () => {
    expect(globalStateWrites('const holder = globalThis as typeof globalThis & { __x?: number };')).toEqual([1]);
    expect(globalStateWrites('globalThis.__webboxThing = 1;')).toEqual([1]);
    expect(globalStateWrites("globalThis['__x'] ??= new Map();")).toEqual([1]);
    expect(globalStateWrites('Object.assign(globalThis, { x: 1 });')).toEqual([1]);
    expect(globalStateWrites('const f = globalThis.fetch;\nglobalThis.setTimeout(run, 5);\nif (globalThis.x === 1) go();')).toEqual([]);
  });

  it('is kept only through processSingleton (no bare globalThis state in src/)', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      if (relative in ALLOWED) return [];
      return globalStateWrites(readFileSync(file, 'utf8')).map((line) => `src/${relative}:${line}`);
    });
    expect(offenders, 'keep per-process state with processSingleton(key, make) from src/server/platform/process-singleton.ts').toEqual([]);
  });
});

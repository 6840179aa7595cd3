import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker-source';

describe('serviceWorkerSource', () => {
  it('is valid JavaScript naming its cache after the build, so each deploy gets a fresh one', () => {
    const source = serviceWorkerSource('build-42');
    expect(() => new Function('self', 'caches', source)).not.toThrow();
    expect(source).toContain('const CACHE = "urban-golf-build-42";');
    expect(serviceWorkerSource('build-43')).not.toBe(source);
  });

  it('carries the request rule in itself (a worker imports nothing)', () => {
    expect(serviceWorkerSource('x')).toMatch(/const cacheRule = function cacheRule\(|const cacheRule = \(/);
  });
});

import { describe, expect, it } from 'vitest';
import { routeKind } from './request-metrics';

describe('routeKind', () => {
  it('tells pages, API, media, assets, Next screens and the metrics apart', () => {
    expect(routeKind('/de')).toBe('page');
    expect(routeKind('/fr/kontakt?x=1')).toBe('page');
    expect(routeKind('/de/edit/abc')).toBe('app');
    expect(routeKind('/api/v1/pages')).toBe('api');
    expect(routeKind('/media/123/w640.webp')).toBe('media');
    expect(routeKind('/_next/static/chunks/a.js')).toBe('asset');
    expect(routeKind('/_islands/runtime-AAAA.js')).toBe('asset');
    expect(routeKind('/robots.txt')).toBe('asset');
    expect(routeKind('/metrics')).toBe('metrics');
    expect(routeKind('/')).toBe('app');
  });
});

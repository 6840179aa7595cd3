import { describe, expect, it } from 'vitest';
import { parsePagePath } from './parse-page-path';

describe('parsePagePath', () => {
  it('maps the empty path to the home page, live and in edit mode', () => {
    expect(parsePagePath([])).toEqual({ mode: 'live', target: { key: '~home' } });
    expect(parsePagePath(['edit'])).toEqual({ mode: 'edit', target: { key: '~home' } });
  });

  it('reads a slug, a collection slug and a special key', () => {
    expect(parsePagePath(['kontakt'])).toEqual({ mode: 'live', target: { slug: 'kontakt', collection: null } });
    expect(parsePagePath(['edit', 'team', 'anna'])).toEqual({ mode: 'edit', target: { slug: 'anna', collection: 'team' } });
    expect(parsePagePath(['~contact'])).toEqual({ mode: 'live', target: { key: '~contact' } });
    expect(parsePagePath(['search'])).toEqual({ mode: 'live', target: { slug: 'search', collection: null } });
  });

  it('decodes percent-encoded slugs', () => {
    expect(parsePagePath(['%C3%BCber-uns'])).toEqual({ mode: 'live', target: { slug: 'über-uns', collection: null } });
  });

  it('refuses unknown collections, unknown keys and deeper paths', () => {
    expect(parsePagePath(['shop', 'item'])).toBeNull();
    expect(parsePagePath(['~nope'])).toBeNull();
    expect(parsePagePath(['team', 'anna', 'extra'])).toBeNull();
  });

  it('matches nothing for segments that are not UTF-8 or hold NUL or a lone surrogate', () => {
    for (const segment of ['%ff', '%', '%00', 'a%00b', '%ED%A0%80', '%C3']) expect(parsePagePath([segment]), segment).toBeNull();
    expect(parsePagePath(['team', '%00'])).toBeNull();
  });
});

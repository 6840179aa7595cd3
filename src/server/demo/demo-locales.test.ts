import { describe, expect, it } from 'vitest';
import { localizeDemo } from './demo-locales';

describe('localizeDemo', () => {
  it('keeps de + fr content as written', () => {
    const page = { slug: { de: 'angebot', fr: 'offre' }, groups: [{ fields: { title: { content: { values: { de: 'Hallo', fr: 'Salut' } } } } }] };
    expect(localizeDemo(page, ['de', 'fr'])).toEqual(page);
  });

  it('spreads German and French content over other languages, leaving other values alone', () => {
    const page = { slug: { de: 'angebot', fr: 'offre' }, options: { height: 2, link: { de: 'x' } }, order: ['a', 'b'] };
    expect(localizeDemo(page, ['it', 'de'])).toEqual({
      slug: { it: 'offre', de: 'angebot' },
      options: { height: 2, link: { it: 'x', de: 'x' } },
      order: ['a', 'b'],
    });
  });
});

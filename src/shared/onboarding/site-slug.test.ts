import { describe, expect, it } from 'vitest';
import { siteSlugProblem, suggestSiteSlug } from './site-slug';

describe('site addresses', () => {
  it('suggests an address from a business name the way page slugs are made', () => {
    expect(suggestSiteSlug('Optik Müller & Söhne')).toBe('optik-mueller-soehne');
    expect(suggestSiteSlug(`Brillen ${'x'.repeat(60)}`)).toHaveLength(40);
    expect(suggestSiteSlug('Brillen  -  ')).toBe('brillen');
  });

  it('refuses malformed labels, reserved words and the platform’s own labels', () => {
    expect(siteSlugProblem('optik-muster')).toBeNull();
    for (const slug of ['ab', 'x'.repeat(41), '-optik', 'optik-', 'optik_muster', 'Optik', 'xn--optik', 'optik.muster'])
      expect(siteSlugProblem(slug), slug).toBe('slugInvalid');
    for (const slug of ['www', 'api', 'admin', 'mail', 'platform', 'app', 'static', 'cdn']) expect(siteSlugProblem(slug), slug).toBe('slugReserved');
    expect(siteSlugProblem('webbox-ch')).toBeNull();
    expect(siteSlugProblem('meinbox', ['meinbox', 'ch'])).toBe('slugReserved');
  });
});

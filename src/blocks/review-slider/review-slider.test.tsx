import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BRANCH_IDS, resetFeeds } from '../../server/services/feeds';
import type { OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ReviewSlider } from './ReviewSlider';
import { locationIds, REVIEW_SLIDE_BASIS, reviewDate, reviewsPerView, starsOf } from './slider';

afterEach(() => resetFeeds());

async function render(options: Record<string, OptionValue>, ctx: Partial<RenderContext> = {}) {
  const group = makeGroup({ type: 'reviewSlider', options, fields: [field('title', { content: single('Das sagen unsere Kunden') })] });
  return renderToStaticMarkup(await ReviewSlider({ group, ctx: makeCtx(ctx) }));
}

describe('review maths', () => {
  it('stars: floor, a half at >= .5, up to 5', () => {
    expect(starsOf(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starsOf(4.49)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starsOf(3.7)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starsOf(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starsOf(7)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starsOf(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starsOf(-1)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starsOf(Number.NaN)).toEqual({ full: 0, half: false, empty: 5 });
  });

  it('per view: 3 at >= 1024, 2 at >= 768, else 1 (and the slide classes match)', () => {
    expect([1440, 1024, 1023, 768, 767, 320].map(reviewsPerView)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(REVIEW_SLIDE_BASIS).toBe('basis-full md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]');
  });

  it('reads location ids defensively and formats dates', () => {
    expect(locationIds(['a', 'a', '', 3, 'b'])).toEqual(['a', 'b']);
    expect(locationIds('a')).toEqual([]);
    expect(reviewDate('2025-03-02', 'vor 2 Wochen', 'de')).toBe('2. März 2025');
    expect(reviewDate(null, 'vor 2 Wochen', 'de')).toBe('vor 2 Wochen');
    expect(reviewDate('garbage', null, 'fr')).toBeNull();
  });
});

describe('ReviewSlider', () => {
  it('renders the seeded reviews of the chosen locations in a slider', async () => {
    const html = await render({ location: [DEMO_BRANCH_IDS[0]] });
    expect(html).toMatch(/<section[^>]*aria-roledescription="Bewertungen" aria-label="Das sagen unsere Kunden" tabindex="0"/);
    expect(html.match(/data-review="/g)).toHaveLength(3);
    expect(html).toContain('Anna M.');
    expect(html).toContain('Sehr kompetente Beratung');
    expect(html).toContain('<time dateTime="2025-03-02">2. März 2025</time>');
    expect(html).toContain('aria-label="3.5 von 5 Sternen"');
    expect(html).toContain('data-star="half"');
    expect(html).not.toContain('Luca R.');
    expect(html).toContain(REVIEW_SLIDE_BASIS);
  });

  it('reads stars, dates and controls in the page language, numbers in its format', async () => {
    const html = await render({ location: [DEMO_BRANCH_IDS[0]] }, { locale: 'it' });
    expect(html).toContain('aria-roledescription="Recensioni"');
    expect(html).toContain('<time dateTime="2025-03-02">2 marzo 2025</time>');
    expect(html).toContain('aria-label="3.5 su 5 stelle"');
    expect(html).toContain('aria-label="Recensioni successive"');
    expect(await render({ location: [DEMO_BRANCH_IDS[0]] }, { locale: 'pt' })).toContain('aria-label="3,5 de 5 estrelas"');
  });

  it('shows the none-found message when the locations have no reviews; French texts', async () => {
    const html = await render({ location: ['unknown-branch'] }, { locale: 'fr' });
    expect(html).toContain('Aucun avis trouvé.');
    expect(html).not.toContain('data-review="');
  });

  it('without chosen locations: nothing live, a notice in edit mode', async () => {
    expect(await render({})).toBe('');
    const edit = await render({ location: [] }, { mode: 'edit' });
    expect(edit).toContain('data-review-notice');
    expect(edit).toContain('mindestens einen Standort');
  });
});

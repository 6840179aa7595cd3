import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { locationIds } from '../../shared/blocks/options';
import type { BranchReview } from '../../shared/content/feeds';
import type { OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ReviewSlider } from './ReviewSlider';
import { REVIEW_SLIDE_BASIS, reviewDate, reviewsPerView, starsOf } from './slider';

const review = (id: string, rating: number, authorName: string, text: string, time: string | null): BranchReview => ({
  id,
  branchId: 'branch-winterthur',
  branchName: 'Optik Demo Winterthur',
  city: 'Winterthur',
  review: { rating, text, authorName, relativeTimeDescription: 'vor 2 Wochen', time },
});
const REVIEWS = [
  review('r1', 5, 'Anna M.', 'Sehr kompetente Beratung und viel Geduld bei der Fassungswahl.', '2025-03-02'),
  review('r3', 4, 'Claire D.', 'Très bon accueil.', '2025-02-03'),
  review('r5', 3.5, 'Sophie B.', 'Gute Auswahl, an Samstagen etwas Wartezeit.', null),
];

/** The reviews arrive as the page loader's data for the section (the definition's `load`). */
function render(options: Record<string, OptionValue>, ctx: Partial<RenderContext> = {}, reviews: BranchReview[] = REVIEWS) {
  const group = makeGroup({ type: 'reviewSlider', options, fields: [field('title', { content: single('Das sagen unsere Kunden') })] });
  return renderToStaticMarkup(ReviewSlider({ group, ctx: makeCtx({ ...ctx, data: { [group.id]: { kind: 'reviews', value: reviews } } }) }));
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
  it('renders the loaded reviews of the chosen locations in a slider', () => {
    const html = render({ location: ['branch-winterthur'] });
    expect(html).toMatch(/<section[^>]*aria-roledescription="Bewertungen" aria-label="Das sagen unsere Kunden" tabindex="0"/);
    expect(html.match(/data-review="/g)).toHaveLength(3);
    // Cards in a list, no row of unnamed articles (or their footers).
    expect(html).not.toMatch(/<article|<footer/);
    expect(html).toContain('Anna M.');
    expect(html).toContain('Sehr kompetente Beratung');
    expect(html).toContain('<time dateTime="2025-03-02">2. März 2025</time>');
    expect(html).toContain('aria-label="3.5 von 5 Sternen"');
    expect(html).toContain('data-star="half"');
    expect(html).toContain(REVIEW_SLIDE_BASIS);
  });

  it('reads stars, dates and controls in the page language, numbers in its format', () => {
    const html = render({ location: ['branch-winterthur'] }, { locale: 'it' });
    expect(html).toContain('aria-roledescription="Recensioni"');
    expect(html).toContain('<time dateTime="2025-03-02">2 marzo 2025</time>');
    expect(html).toContain('aria-label="3.5 su 5 stelle"');
    expect(html).toContain('aria-label="Recensioni successive"');
    expect(render({ location: ['branch-winterthur'] }, { locale: 'pt' })).toContain('aria-label="3,5 de 5 estrelas"');
  });

  it('shows the none-found message when the locations have no reviews; French texts', () => {
    const html = render({ location: ['unknown-branch'] }, { locale: 'fr' }, []);
    expect(html).toContain('Aucun avis trouvé.');
    expect(html).not.toContain('data-review="');
  });

  it('without chosen locations: nothing live, a notice in edit mode', () => {
    expect(render({})).toBe('');
    const edit = render({ location: [] }, { mode: 'edit' });
    expect(edit).toContain('data-review-notice');
    expect(edit).toContain('mindestens einen Standort');
  });
});

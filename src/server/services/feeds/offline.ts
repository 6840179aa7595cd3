import type { InstagramProvider, ReviewsProvider } from './types';
import type { BranchLocation, BranchReview, InstagramPost } from '../../../shared/content/feeds';

/** Branch (location) ids the offline provider knows; the demo seed chooses these. */
export const DEMO_BRANCH_IDS = ['demo-branch-winterthur', 'demo-branch-zuerich'] as const;

/** The offline provider's branches, with addresses for the editor's location picker. */
export const OFFLINE_LOCATIONS: readonly BranchLocation[] = [
  { id: DEMO_BRANCH_IDS[0], name: 'Optik Demo Winterthur', street: 'Marktgasse', streetNumber: '12', city: 'Winterthur' },
  { id: DEMO_BRANCH_IDS[1], name: 'Optik Demo Zürich', street: 'Bahnhofstrasse', streetNumber: '5', city: 'Zürich' },
];

const review = (id: string, branch: 0 | 1, rating: number, authorName: string, text: string, time: string, relative: string): BranchReview => {
  const branches = [
    { branchId: DEMO_BRANCH_IDS[0], branchName: 'Optik Demo Winterthur', city: 'Winterthur' },
    { branchId: DEMO_BRANCH_IDS[1], branchName: 'Optik Demo Zürich', city: 'Zürich' },
  ] as const;
  return { id, ...branches[branch], review: { rating, text, authorName, relativeTimeDescription: relative, time } };
};

/** Seeded sample reviews (fictional), newest first. */
export const OFFLINE_REVIEWS: readonly BranchReview[] = [
  review(
    'r1',
    0,
    5,
    'Anna M.',
    'Sehr kompetente Beratung und viel Geduld bei der Fassungswahl. Die Gleitsichtbrille passt perfekt.',
    '2025-03-02',
    'vor 2 Wochen',
  ),
  review('r2', 1, 4.5, 'Luca R.', 'Schneller Sehtest, faire Preise und freundliches Team. Gerne wieder!', '2025-02-18', 'vor einem Monat'),
  review('r3', 0, 4, 'Claire D.', 'Très bon accueil, conseils clairs pour mes lentilles de contact.', '2025-02-03', 'il y a un mois'),
  review('r4', 1, 5, 'Martin K.', 'Meine Sportbrille sitzt bombenfest – top Service auch bei der Nachkontrolle.', '2025-01-21', 'vor 2 Monaten'),
  review('r5', 0, 3.5, 'Sophie B.', 'Gute Auswahl, an Samstagen etwas Wartezeit.', '2024-12-12', 'vor 3 Monaten'),
  review('r6', 1, 4.8, 'Noah F.', 'Reparatur meiner Brille in zehn Minuten erledigt, kostenlos. Danke!', '2024-11-30', 'vor 4 Monaten'),
];

const TILE_COLOURS = [
  ['#0f766e', '#99f6e4'],
  ['#1d4ed8', '#bfdbfe'],
  ['#9d174d', '#fbcfe8'],
  ['#a16207', '#fef08a'],
  ['#4338ca', '#c7d2fe'],
  ['#15803d', '#bbf7d0'],
] as const;

/** A self-contained square image (no network needed offline). */
function tile(index: number): string {
  const [from, to] = TILE_COLOURS[index % TILE_COLOURS.length] ?? TILE_COLOURS[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="640" fill="url(#g)"/><circle cx="250" cy="320" r="90" fill="none" stroke="#fff" stroke-width="22"/><circle cx="430" cy="320" r="90" fill="none" stroke="#fff" stroke-width="22"/><path d="M340 320h0" stroke="#fff" stroke-width="22" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CAPTIONS = [
  'Frühlingskollektion ist da – leichte Fassungen in frischen Farben.',
  'Sehtest jetzt auch samstags. Termin online buchen!',
  'Hinter den Kulissen: so entsteht Ihre Gleitsichtbrille.',
  'Sonnenschutz mit Stil – auch in Ihrer Stärke.',
  'Kinderbrillen: robust, bunt und bequem.',
  'Unser Team am Optik-Tag in Winterthur.',
];

/** Seeded sample posts (fictional), newest first. */
export const OFFLINE_POSTS: readonly InstagramPost[] = CAPTIONS.map((caption, index) => {
  const url = tile(index);
  return {
    id: `demo-post-${index + 1}`,
    mediaType: index === 2 ? 'VIDEO' : 'IMAGE',
    mediaUrl: url,
    sizes: { medium: { mediaUrl: url, width: 640, height: 640 } },
    prunedCaption: caption,
    permalink: `https://www.instagram.com/p/demo${index + 1}/`,
    timestamp: new Date(Date.UTC(2025, 2, 10 - index * 4)).toISOString(),
  };
});

/** The default provider: seeded data, no network (demo, tests, offline installs). */
export class OfflineReviewsProvider implements ReviewsProvider {
  constructor(
    private readonly data: readonly BranchReview[] = OFFLINE_REVIEWS,
    private readonly branches: readonly BranchLocation[] = OFFLINE_LOCATIONS,
  ) {}
  async locations(_siteId: string): Promise<BranchLocation[]> {
    return [...this.branches];
  }
  async reviews(_siteId: string, branchIds: readonly string[]): Promise<BranchReview[]> {
    const wanted = new Set(branchIds);
    return this.data.filter((r) => wanted.has(r.branchId));
  }
}

export class OfflineInstagramProvider implements InstagramProvider {
  constructor(private readonly data: readonly InstagramPost[] = OFFLINE_POSTS) {}
  async posts(_siteId: string): Promise<InstagramPost[]> {
    return [...this.data];
  }
}

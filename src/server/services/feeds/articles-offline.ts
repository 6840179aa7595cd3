import { articleRefOf, onFeedHost } from './article-url';
import type { ArticleProvider } from './types';
import type { ArticleTeaser } from '../../../shared/content/feeds';

/**
 * The offline health-optics feed: a few seeded articles (fictional, in German like the platform's
 * health-optics magazine), so the demo and tests show teasers without any network.
 */
export const OFFLINE_ARTICLES_BASE = 'https://magazin.gesundheitsoptik.example';

type SeededArticle = ArticleTeaser & { slug: string };

const COLOURS = [
  ['#0e7490', '#a5f3fc'],
  ['#7c3aed', '#ddd6fe'],
  ['#b45309', '#fde68a'],
  ['#047857', '#a7f3d0'],
] as const;

/** A self-contained 16:9 illustration (an eye over a gradient): no network needed offline. */
function illustration(index: number): string {
  const [from, to] = COLOURS[index % COLOURS.length] ?? COLOURS[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="540" fill="url(#g)"/><path d="M220 270 Q480 80 740 270 Q480 460 220 270Z" fill="none" stroke="#fff" stroke-width="20"/><circle cx="480" cy="270" r="78" fill="#fff" fill-opacity=".9"/><circle cx="480" cy="270" r="34" fill="${from}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const article = (postId: number, path: string, title: string, excerpt: string, imageAlt: string): SeededArticle => {
  const slug = path.split('/').filter(Boolean).at(-1) ?? path;
  return { postId, slug, title, excerpt, imageUrl: illustration(postId), imageAlt, link: `${OFFLINE_ARTICLES_BASE}/${path}/` };
};

export const OFFLINE_ARTICLES: readonly SeededArticle[] = [
  article(
    101,
    '2025/03/trockene-augen-im-winter',
    'Trockene Augen im Winter: was wirklich hilft',
    'Heizungsluft, Bildschirmarbeit und Kälte strapazieren den Tränenfilm. Unsere Gesundheitsoptikerinnen erklären, wie Sie brennende Augen vermeiden – vom Lidrandpflege-Ritual bis zur richtigen Benetzung.',
    'Illustration eines Auges auf blauem Hintergrund',
  ),
  article(
    102,
    '2025/02/kinder-kurzsichtigkeit-bremsen',
    'Kurzsichtigkeit bei Kindern früh bremsen',
    'Immer mehr Kinder werden kurzsichtig. Mit einer gezielten Myopiebehandlung, viel Tageslicht und regelmässigen Kontrollen lässt sich das Fortschreiten deutlich verlangsamen. So gehen Eltern vor.',
    'Illustration eines Auges auf violettem Hintergrund',
  ),
  article(
    103,
    '2025/01/screening-grauer-star-gruener-star',
    'Grauer und grüner Star: warum ein Screening beim Optiker sinnvoll ist',
    'Viele Augenkrankheiten beginnen schleichend. Eine Augendruckmessung und ein Blick auf den Augenhintergrund beim Gesundheitsoptiker helfen, Veränderungen früh zu erkennen und rechtzeitig an die Augenärztin zu überweisen.',
    'Illustration eines Auges auf orangem Hintergrund',
  ),
  article(
    104,
    '2024/12/blaulicht-und-schlaf',
    'Blaulicht am Abend: schlecht für Augen und Schlaf?',
    'Was Bildschirme wirklich mit unseren Augen machen, wann ein Blaulichtfilter sinnvoll ist und welche einfachen Gewohnheiten für erholsamen Schlaf sorgen.',
    'Illustration eines Auges auf grünem Hintergrund',
  ),
];

/** Permalinks of the seeded articles the demo's article box shows. */
export const DEMO_ARTICLE_URLS = OFFLINE_ARTICLES.slice(0, 3).map((seeded) => seeded.link);

export class OfflineArticleProvider implements ArticleProvider {
  constructor(
    private readonly data: readonly SeededArticle[] = OFFLINE_ARTICLES,
    readonly base: string = OFFLINE_ARTICLES_BASE,
  ) {}

  async teaser(permalink: URL): Promise<ArticleTeaser | null> {
    if (!onFeedHost(permalink.toString(), this.base)) return null;
    const ref = articleRefOf(permalink);
    const found = ref ? this.data.find((seeded) => ('postId' in ref ? seeded.postId === ref.postId : seeded.slug === ref.slug)) : undefined;
    if (!found) return null;
    const { slug: _slug, ...teaser } = found;
    return teaser;
  }
}

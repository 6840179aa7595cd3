/**
 * Pure helpers of the health-optics article feed (issue 16): which post a pasted permalink names,
 * whether it is on the feed's site, and WordPress's rendered HTML as the plain text a teaser shows.
 */

/** What a permalink names: a post id (`?p=123`, the default WordPress permalink) or a slug (last path segment). */
export type ArticleRef = { postId: number } | { slug: string };

const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** The URL if it is an http(s) link on the feed's host (with or without `www.`), else null. */
export function onFeedHost(raw: string, feedBase: string): URL | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(raw.trim());
    base = new URL(feedBase);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.port !== base.port) return null;
  return hostOf(url) === hostOf(base) ? url : null;
}

/**
 * The post a permalink names. `/2025/03/gleitsichtbrillen-richtig-gewoehnen/` → slug
 * `gleitsichtbrillen-richtig-gewoehnen` (WordPress slugs are lowercase, percent-encoded when not
 * ASCII); `/?p=42` → post 42. Null: nothing that can name a post (the home page, a bad id).
 */
export function articleRefOf(url: URL): ArticleRef | null {
  const p = url.searchParams.get('p');
  if (p !== null) return /^\d{1,12}$/.test(p) && Number(p) > 0 ? { postId: Number(p) } : null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(last).toLowerCase();
  } catch {
    return null;
  }
  return SLUG.test(slug) ? { slug } : null;
}

/** The same article however it was pasted: no fragment, no tracking query, one trailing slash. */
export function normalisedArticleUrl(url: URL): string {
  const ref = articleRefOf(url);
  const path = url.pathname.replace(/\/+$/, '');
  const query = ref && 'postId' in ref ? `?p=${ref.postId}` : '';
  return `${url.protocol}//${hostOf(url)}${path}/${query}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/**
 * WordPress's `rendered` HTML (a title, an excerpt) as plain text: tags and scripts dropped,
 * entities decoded, whitespace collapsed, and the excerpt's "Read more" tail (` [&hellip;]`) as
 * a plain ellipsis. The result is text: the view escapes it like any other.
 */
export function htmlToPlainText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const text = decodeEntities(withoutCode.replace(/<br\s*\/?>|<\/p\s*>/gi, ' ').replace(/<[^>]*>/g, ''));
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*\[(?:…|\.\.\.)\]\s*$/, '…')
    .trim();
}

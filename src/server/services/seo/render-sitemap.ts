import type { SitemapEntry } from './list-sitemap-entries';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap protocol's XML with `xhtml:link` hreflang alternates (Google's multilingual form). */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(origin + alternate.path)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeXml(origin + entry.path)}</loc>`, `    <lastmod>${entry.lastModified}</lastmod>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled except the editor, sign-in and the API. */
export function renderRobots(origin: string, locales: readonly string[]): string {
  const privatePaths = ['/api/', ...locales.flatMap((locale) => [`/${locale}/edit`, `/${locale}/login`])];
  return ['User-agent: *', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

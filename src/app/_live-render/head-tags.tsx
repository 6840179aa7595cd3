import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The head tags of a public page's metadata: the only writer of them, for our renderer
 * (LiveDocument) and for Next's public routes without it (which render them in the page, React
 * hoisting them into the head). Only the fields `pageMetadata` and the sign-in page set, in the
 * order and form Next writes its own.
 */
type Absolute = (url: string | URL) => string;

function absoluteUrls(base: Metadata['metadataBase']): Absolute {
  return (url) => (base ? new URL(url, base).href : String(url));
}

function robotsContent(robots: Metadata['robots']): string | null {
  if (!robots) return null;
  if (typeof robots === 'string') return robots;
  const parts: string[] = [];
  if (robots.index !== undefined) parts.push(robots.index ? 'index' : 'noindex');
  if (robots.follow !== undefined) parts.push(robots.follow ? 'follow' : 'nofollow');
  return parts.length > 0 ? parts.join(', ') : null;
}

type Image = { url: string | URL; width?: string | number; height?: string | number; alt?: string };

function imagesOf(images: unknown): Image[] {
  const list = Array.isArray(images) ? images : images ? [images] : [];
  return list.map((image: unknown) => (typeof image === 'string' || image instanceof URL ? { url: image } : (image as Image)));
}

function openGraphTags(openGraph: Metadata['openGraph'], absolute: Absolute): ReactNode[] {
  if (!openGraph) return [];
  const og = openGraph as { type?: string; title?: unknown; description?: string; url?: string | URL; siteName?: string; locale?: string; images?: unknown };
  const tags: ReactNode[] = [];
  const meta = (property: string, content: string | number | undefined) => {
    if (content !== undefined && content !== '') tags.push(<meta key={`${property}-${tags.length}`} property={property} content={String(content)} />);
  };
  meta('og:title', typeof og.title === 'string' ? og.title : undefined);
  meta('og:description', og.description);
  meta('og:url', og.url ? absolute(og.url) : undefined);
  meta('og:site_name', og.siteName);
  meta('og:locale', og.locale);
  for (const image of imagesOf(og.images)) {
    meta('og:image', absolute(image.url));
    meta('og:image:width', image.width);
    meta('og:image:height', image.height);
    meta('og:image:alt', image.alt);
  }
  meta('og:type', og.type);
  return tags;
}

function twitterTags(twitter: Metadata['twitter'], absolute: Absolute): ReactNode[] {
  if (!twitter) return [];
  const tw = twitter as { card?: string; title?: unknown; description?: string; images?: unknown };
  const tags: ReactNode[] = [];
  const meta = (name: string, content: string | undefined) => {
    if (content !== undefined && content !== '') tags.push(<meta key={`${name}-${tags.length}`} name={name} content={content} />);
  };
  meta('twitter:card', tw.card);
  meta('twitter:title', typeof tw.title === 'string' ? tw.title : undefined);
  meta('twitter:description', tw.description);
  for (const image of imagesOf(tw.images)) meta('twitter:image', absolute(image.url));
  return tags;
}

function iconTags(icons: Metadata['icons']): ReactNode[] {
  if (!icons || typeof icons === 'string' || Array.isArray(icons) || icons instanceof URL) return [];
  const links = (rel: string, list: unknown) =>
    imagesOf(list).map((icon) => {
      const { url, sizes, type } = icon as { url: string; sizes?: string; type?: string };
      return <link key={`${rel}-${url}`} rel={rel} href={url} sizes={sizes} type={type} />;
    });
  return [...links('icon', icons.icon), ...links('apple-touch-icon', icons.apple)];
}

export function MetadataTags({ metadata }: { metadata: Metadata }) {
  const absolute = absoluteUrls(metadata.metadataBase);
  const robots = robotsContent(metadata.robots);
  const { canonical, languages } = (metadata.alternates ?? {}) as { canonical?: string | URL; languages?: Record<string, string | URL> };
  return (
    <>
      {typeof metadata.title === 'string' ? <title>{metadata.title}</title> : null}
      {metadata.description ? <meta name="description" content={metadata.description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {canonical ? <link rel="canonical" href={absolute(canonical)} /> : null}
      {Object.entries(languages ?? {}).map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={absolute(href)} />
      ))}
      {openGraphTags(metadata.openGraph, absolute)}
      {twitterTags(metadata.twitter, absolute)}
      {iconTags(metadata.icons)}
      {typeof metadata.manifest === 'string' ? <link rel="manifest" href={metadata.manifest} /> : null}
    </>
  );
}

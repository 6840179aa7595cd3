import { imageAlt } from '../../../shared/content/media-alt';
import { type MediaInfo, mediaUrl } from '../../../shared/content/media';
import { firstImage } from '../../../shared/seo/page-summary';
import { SHARE_CARD_SIZE, shareCardPath, shareCardSourceOf, shareCardVersion } from '../../../shared/seo/share-card';
import type { ResolvedPageRequest } from '../rendering/resolve-page-request';

type PageRequest = Extract<ResolvedPageRequest, { kind: 'page' }>;

/** A page's link-preview image: a path on the site's host, its size, its alternative text when it has one. */
export type PreviewImage = { url: string; width: number; height: number; alt?: string };

/** Previews are drawn at most this wide (a JPEG variant the media route makes). */
const PREVIEW_WIDTH = 1280;

function variantOf(image: MediaInfo, locale: PageRequest['locale']): PreviewImage | null {
  if (!image.width || !image.height) return null;
  const width = Math.min(PREVIEW_WIDTH, image.width);
  const alt = imageAlt(image, locale);
  return {
    url: mediaUrl(image, { width: PREVIEW_WIDTH, format: 'jpeg' }),
    width,
    height: Math.round((image.height * width) / image.width),
    ...(alt ? { alt } : {}),
  };
}

/**
 * The link preview's image (issue 33), for every page: its first image, else the site's share
 * image from the settings, else its generated card (logo, site and page name on the theme colour).
 */
export function previewImage(resolved: PageRequest): PreviewImage {
  const { tree, locale, media, chrome, site } = resolved;
  const first = firstImage(tree, locale, media);
  const own = first ? variantOf(first, locale) : null;
  if (own) return own;
  const shareId = chrome.settings.sharing.imageMediaId;
  const share = shareId ? media.get(shareId) : undefined;
  const shared = share?.mediaType === 'image' ? variantOf(share, locale) : null;
  if (shared) return shared;
  const source = shareCardSourceOf({ chrome, siteName: site.name, pageId: tree.page.id, locale }) ?? {
    logoId: null,
    background: chrome.settings.theme.colors.header,
    siteName: site.name,
    pageName: tree.page.meta.name[locale] ?? site.name,
  };
  return { url: shareCardPath({ pageId: tree.page.id, locale, version: shareCardVersion(source) }), ...SHARE_CARD_SIZE };
}

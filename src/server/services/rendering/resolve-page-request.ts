import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { type ResolvedPageRequest, resolvePage } from './resolve-page';

export type { ResolvedPageRequest };

/**
 * Everything a page request needs, once per request (metadata and page share it):
 * tenant by host, page by locale and path, edit access, password protection.
 */
export function resolvePageRequest(localeParam: string, segments: readonly string[], versionId?: string | null): Promise<ResolvedPageRequest> {
  // React's cache compares arguments by identity: `generateMetadata` and the page each get their
  // own `path` array, so the segments travel as one string or every query ran twice per render.
  return resolveCached(localeParam, JSON.stringify(segments), versionId ?? null);
}

const resolveCached = cache(async (localeParam: string, segmentsJson: string, versionId: string | null) =>
  resolvePage(await headers(), localeParam, JSON.parse(segmentsJson) as string[], versionId),
);

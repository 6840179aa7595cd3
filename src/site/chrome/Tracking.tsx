import type { SiteSettings } from '@/shared/content/settings';
import { trackingScripts } from './tracking';

/**
 * Google Analytics, Tag Manager and Facebook Pixel, each only when its id is set and well-formed,
 * as the vendors' own snippets at the end of the page (the loaders are async). Renders nothing
 * (and loads nothing) otherwise. Plain script tags: next/script would add its loader to every page.
 */
export function Tracking({ tracking }: { tracking: SiteSettings['tracking'] }) {
  const scripts = trackingScripts(tracking);
  if (scripts.length === 0) return null;
  return (
    <>
      {scripts.map((script) =>
        script.src ? (
          <script key={script.id} id={script.id} src={script.src} async />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from validated ids only (tracking.ts).
          <script key={script.id} id={script.id} dangerouslySetInnerHTML={{ __html: script.inline ?? '' }} />
        ),
      )}
    </>
  );
}

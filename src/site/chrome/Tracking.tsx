import Script from 'next/script';
import type { SiteSettings } from '@/shared/content/settings';
import { trackingScripts } from './tracking';

/**
 * Google Analytics, Tag Manager and Facebook Pixel, each only when its id is set and well-formed,
 * loaded after the page is interactive. Renders nothing (and loads nothing) otherwise.
 */
export function Tracking({ tracking }: { tracking: SiteSettings['tracking'] }) {
  const scripts = trackingScripts(tracking);
  if (scripts.length === 0) return null;
  return (
    <>
      {scripts.map((script) =>
        script.src ? (
          <Script key={script.id} id={script.id} src={script.src} strategy="afterInteractive" />
        ) : (
          <Script key={script.id} id={script.id} strategy="afterInteractive">
            {script.inline}
          </Script>
        ),
      )}
    </>
  );
}

import { type SiteSettings, TRACKING_PATTERNS } from '@/shared/content/settings';

/** Accepted id formats; anything else is ignored (ids are written into inline scripts). */
const { googleAnalytics: GA_ID, googleTagManager: GTM_ID, facebookPixel: PIXEL_ID } = TRACKING_PATTERNS;

export type TrackingIds = { googleAnalytics: string | null; googleTagManager: string | null; facebookPixel: string | null };

/** The configured tracking ids that are well-formed; null for unset or malformed ones. */
export function trackingIds(tracking: SiteSettings['tracking']): TrackingIds {
  const valid = (value: string, pattern: RegExp) => {
    const id = value.trim().toUpperCase();
    return pattern.test(id) ? id : null;
  };
  return {
    googleAnalytics: valid(tracking.googleAnalytics, GA_ID),
    googleTagManager: valid(tracking.googleTagManager, GTM_ID),
    facebookPixel: valid(tracking.facebookPixel, PIXEL_ID),
  };
}

export type TrackingScript = { id: string; src?: string; inline?: string };

/** The scripts to inject for the valid ids, in order; empty when nothing is configured. */
export function trackingScripts(tracking: SiteSettings['tracking']): TrackingScript[] {
  const ids = trackingIds(tracking);
  const scripts: TrackingScript[] = [];
  if (ids.googleAnalytics) {
    const id = ids.googleAnalytics;
    scripts.push({ id: 'ga-loader', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}` });
    scripts.push({
      id: 'ga-init',
      inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');`,
    });
  }
  if (ids.googleTagManager) {
    scripts.push({
      id: 'gtm-init',
      inline: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${ids.googleTagManager}');`,
    });
  }
  if (ids.facebookPixel) {
    scripts.push({
      id: 'fb-pixel',
      inline: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${ids.facebookPixel}');fbq('track','PageView');`,
    });
  }
  return scripts;
}

import { createHash } from 'node:crypto';
import { BOOKING_WIDGET_TIMEOUT_MS } from '@/shared/booking/booking-provider';
import { bookingFrames } from '../booking/booking-frames';
import { bookingClearance } from '../booking/booking-clearance';
import { videoWatch } from '../../blocks/video-player/video-watch';
import { scrollProgress } from '../chrome/scroll-progress';
import { CONSENT_SCRIPT_TYPE, CONSENT_STORAGE_KEY } from '@/shared/content/tracking-consent';
import { trackingConsent } from '../chrome/tracking-consent';
import { announcementDismissal } from '../chrome/announcement-dismissal';
import { DEFAULT_HEADER_HEIGHT, HEADER_SCROLL_THRESHOLD, HEADER_SCROLL_THROTTLE_MS, nextHeaderScrollState, throttle } from '../header/scroll-visibility';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../header/search';
import { DISMISSED_KEY_PREFIX } from '../../blocks/announcement-bar/announcement';
import { type SiteBehaviourConfig, siteBehaviour } from './site-behaviour';

export const SITE_BEHAVIOUR_CONFIG: SiteBehaviourConfig = {
  throttleMs: HEADER_SCROLL_THROTTLE_MS,
  threshold: HEADER_SCROLL_THRESHOLD,
  defaultHeaderHeight: DEFAULT_HEADER_HEIGHT,
  searchDebounceMs: SEARCH_DEBOUNCE_MS,
  searchMinChars: SEARCH_MIN_CHARS,
  desktopQuery: '(min-width: 768px)',
  consent: { storage: CONSENT_STORAGE_KEY, type: CONSENT_SCRIPT_TYPE },
  booking: { timeoutMs: BOOKING_WIDGET_TIMEOUT_MS, rootMargin: '400px' },
  bookingClearance: {
    boxes: '[data-drawer]',
    // Every tap target (issue 33: it covered carousel arrows, gallery tiles and job entries on phones).
    controls: 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label:has(> input.sr-only), [role="button"]',
    gap: 8,
    minTop: DEFAULT_HEADER_HEIGHT,
    maxLift: 160,
  },
  video: { timeoutMs: BOOKING_WIDGET_TIMEOUT_MS, rootMargin: '400px' },
  dismissedPrefix: DISMISSED_KEY_PREFIX,
};

/**
 * The script of every public page: the behaviour function and its pure helpers, serialized from
 * their compiled source (so the same code is unit-tested and shipped), called with the config.
 * About 5 kB, gzip ~1.9 kB, instead of a React island per control. Served as a file (not inline):
 * an inline script would sit in the first view's bytes and again in the RSC payload of every page.
 */
export const SITE_BEHAVIOUR_SCRIPT = `(${String(siteBehaviour)})(${JSON.stringify(SITE_BEHAVIOUR_CONFIG)},{nextHeaderScrollState:${String(nextHeaderScrollState)},throttle:${String(throttle)},scrollProgress:${String(scrollProgress)},trackingConsent:${String(trackingConsent)},bookingFrames:${String(bookingFrames)},bookingClearance:${String(bookingClearance)},videoWatch:${String(videoWatch)},announcementDismissal:${String(announcementDismissal)}});`;

/** The script's URL, versioned by its content so it can be cached for good. */
export const SITE_BEHAVIOUR_SRC = `/site-behaviour.js?v=${createHash('sha256').update(SITE_BEHAVIOUR_SCRIPT).digest('hex').slice(0, 12)}`;

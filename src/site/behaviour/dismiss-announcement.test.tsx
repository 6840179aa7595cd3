// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, localized, makeCtx, makeGroup, single } from '@/blocks/_shared/testing';
import { dismissKey } from '@/blocks/announcement-bar/announcement';
import { AnnouncementBar } from '@/blocks/announcement-bar/AnnouncementBar';
import { AnnouncementBubble } from '@/blocks/announcement-bubble/AnnouncementBubble';
import type { OptionValue } from '@/shared/content/types';
import { scrollProgress } from '../chrome/scroll-progress';
import { announcementDismissal } from '../chrome/announcement-dismissal';
import { trackingConsent } from '../chrome/tracking-consent';
import { nextHeaderScrollState, throttle } from '../header/scroll-visibility';
import { siteBehaviour } from './site-behaviour';
import { SITE_BEHAVIOUR_CONFIG } from './site-behaviour-script';

let remove: (() => void) | undefined;
const text = [field('text', { content: localized({ de: 'Neu: Sehtest am Samstag' }) })];

/** The real live markup of a bar and a bubble, as a visitor gets it. */
function page(barOptions: Record<string, OptionValue> = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <AnnouncementBar group={makeGroup({ type: 'announcementBar', id: 'bar-1', fields: text, options: barOptions })} ctx={makeCtx()} />
      <AnnouncementBubble
        group={makeGroup({ type: 'announcementBubble', id: 'bubble-1', fields: [field('text', { content: single('Aktion') })] })}
        ctx={makeCtx()}
      />
    </>,
  );
}
const start = () => {
  remove = siteBehaviour(SITE_BEHAVIOUR_CONFIG, { nextHeaderScrollState, throttle, scrollProgress, trackingConsent, announcementDismissal });
};
const region = (id: string) => document.querySelector<HTMLElement>(`[data-announcement="${id}"]`) as HTMLElement;
const shown = (id: string) => window.getComputedStyle(region(id)).display !== 'none';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  remove?.();
  remove = undefined;
  document.body.innerHTML = '';
});

describe('site behaviour: dismissing announcements', () => {
  it('hides a bar on its close button, for the rest of the session, and leaves the bubble', () => {
    page();
    start();
    expect(shown('bar-1')).toBe(true);
    document.querySelector<HTMLButtonElement>('[data-dismiss="bar-1"]')?.click();
    expect(shown('bar-1')).toBe(false);
    expect(shown('bubble-1')).toBe(true);
    expect(window.sessionStorage.getItem(dismissKey('bar-1'))).toBe('1');
    // The next page: the rule is in place before the markup arrives.
    remove?.();
    document.body.innerHTML = '';
    start();
    page();
    expect(shown('bar-1')).toBe(false);
    expect(shown('bubble-1')).toBe(true);
  });

  it('keeps a region whose dismissing was switched off, whatever the session holds', () => {
    window.sessionStorage.setItem(dismissKey('bar-1'), '1');
    page({ dismissible: false });
    start();
    expect(document.querySelector('[data-dismiss="bar-1"]')).toBeNull();
    expect(shown('bar-1')).toBe(true);
  });

  it('takes its rules away when removed', () => {
    window.sessionStorage.setItem(dismissKey('bubble-1'), '1');
    page();
    start();
    expect(shown('bubble-1')).toBe(false);
    remove?.();
    remove = undefined;
    expect(shown('bubble-1')).toBe(true);
  });
});

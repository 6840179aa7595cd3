import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSettings, type SiteSettings } from '@/shared/content/settings';
import { DecorativeOverlay, overlayShapes } from './DecorativeOverlay';
import { ProgressBar } from './ProgressBar';
import { scrollProgress } from './scroll-progress';
import { Tracking } from './Tracking';
import { trackingIds, trackingScripts } from './tracking';

const appearance = (value: unknown) => parseSettings({ appearance: value }).appearance;
/** Tracking values as stored — also malformed ones written before the settings API validated them. */
const tracking = (value: Partial<SiteSettings['tracking']>): SiteSettings['tracking'] => ({ ...parseSettings({}).tracking, ...value });

describe('tracking', () => {
  it('renders nothing when no id is set', () => {
    expect(trackingScripts(tracking({}))).toEqual([]);
    expect(renderToStaticMarkup(<Tracking tracking={tracking({})} locale="de" />)).toBe('');
  });

  it('injects GA (an async loader), GTM and the pixel when their ids are set, without next/script', () => {
    const out = renderToStaticMarkup(
      <Tracking tracking={tracking({ googleAnalytics: 'G-AB12CD34', googleTagManager: 'GTM-K9X2LP', facebookPixel: '123456789012345' })} locale="de" />,
    );
    expect(out).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34"');
    expect(out).toMatch(/gtag\((&#x27;|')config(&#x27;|'),(&#x27;|')G-AB12CD34/);
    expect(out).toContain('GTM-K9X2LP');
    expect(out).toContain('123456789012345');
    expect(out).toMatch(/<script id="ga-loader" src="[^"]+" async="">/);
    expect(out.match(/<script /g)).toHaveLength(4);
  });

  it('validates id formats and ignores malformed ones', () => {
    expect(trackingIds(tracking({ googleAnalytics: 'UA-12345-1', googleTagManager: 'gtm-abcd12', facebookPixel: '1234567' }))).toEqual({
      googleAnalytics: 'UA-12345-1',
      googleTagManager: 'GTM-ABCD12',
      facebookPixel: '1234567',
    });
    expect(trackingIds(tracking({ googleAnalytics: "G-1');alert(1)//", googleTagManager: 'GTM-', facebookPixel: '12ab' }))).toEqual({
      googleAnalytics: null,
      googleTagManager: null,
      facebookPixel: null,
    });
    expect(renderToStaticMarkup(<Tracking tracking={tracking({ facebookPixel: 'nope' })} locale="de" />)).toBe('');
    expect(trackingScripts(tracking({ googleTagManager: 'GTM-ABCD12' })).map((s) => s.id)).toEqual(['gtm-init']);
  });

  it('renders the scripts inert with a hidden consent banner when the site asks first', () => {
    const out = renderToStaticMarkup(<Tracking tracking={tracking({ googleAnalytics: 'G-AB12CD34', requireConsent: true })} locale="fr" />);
    expect(out).toContain('<script id="ga-loader" type="text/webbox-consent" data-src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34">');
    expect(out).toMatch(/<script id="ga-init" type="text\/webbox-consent">/);
    expect(out).not.toMatch(/<script id="ga-loader" src=/);
    expect(out).toMatch(/<section data-tracking-consent="" hidden=""/);
    expect(out).toContain('Accepter');
    expect(out).toContain('Refuser');
  });
});

describe('decorative overlay', () => {
  it('renders nothing when all decorations are off', () => {
    expect(renderToStaticMarkup(<DecorativeOverlay appearance={appearance({})} />)).toBe('');
  });

  it('shows triangles or bubbles, never both (triangles win)', () => {
    expect(overlayShapes(appearance({ triangle: true, bubble: true }))).toBe('triangle');
    expect(overlayShapes(appearance({ bubble: true }))).toBe('bubble');
    const both = renderToStaticMarkup(<DecorativeOverlay appearance={appearance({ triangle: true, bubble: true })} />);
    expect(both).toContain('<polygon');
    expect(both).not.toContain('<ellipse');
    expect(renderToStaticMarkup(<DecorativeOverlay appearance={appearance({ bubble: true })} />)).toContain('<ellipse');
  });

  it('paints an enabled gradient, hidden from assistive technology and the pointer', () => {
    const out = renderToStaticMarkup(<DecorativeOverlay appearance={appearance({ gradient: { enabled: true, from: '#112233', to: '#445566' } })} />);
    expect(out).toMatch(/^<div aria-hidden="true" data-decoration="gradient" class="pointer-events-none fixed inset-0 -z-10/);
    expect(out).toContain('linear-gradient(135deg, #112233, #445566)');
    expect(renderToStaticMarkup(<DecorativeOverlay appearance={appearance({ gradient: { enabled: false, from: '#112233', to: '#445566' } })} />)).toBe('');
  });
});

describe('progress bar', () => {
  it('computes scroll progress between 0 and 1', () => {
    expect(scrollProgress(0, 2000, 1000)).toBe(0);
    expect(scrollProgress(500, 2000, 1000)).toBe(0.5);
    expect(scrollProgress(1500, 2000, 1000)).toBe(1);
    expect(scrollProgress(100, 800, 1000)).toBe(0);
  });

  it('is decorative', () => {
    expect(renderToStaticMarkup(<ProgressBar />)).toMatch(/^<div aria-hidden="true" class="pointer-events-none fixed inset-x-0 top-0/);
  });
});

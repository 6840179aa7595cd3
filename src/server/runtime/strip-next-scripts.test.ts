import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRenderError, stripNextScripts } from './strip-next-scripts';

/**
 * A page as the production build renders it (the demo's content-only page `/de/impressum`, captured
 * with `curl` from `npm start`): Next's head scripts, the script preload, the noModule polyfills,
 * Turbopack's inline chunk list and the RSC payload.
 */
const captured = readFileSync(path.join(import.meta.dirname, 'next-page.html.fixture'), 'utf8');

const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe('stripNextScripts', () => {
  it('removes every Next script, preload and payload from a real page', () => {
    expect(captured).toContain('self.__next_f');
    expect(scripts(captured).filter((tag) => tag.includes('/_next/')).length).toBeGreaterThan(5);

    const stripped = stripNextScripts(captured);
    expect(stripped).not.toContain('/_next/static/chunks/0cz1d0mv5g_q7.js'); // noModule polyfills
    expect(stripped).not.toMatch(/<script[^>]*src="\/_next\//);
    expect(stripped).not.toMatch(/<link[^>]*as="script"/);
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('TURBOPACK');
    // What is left of the scripts: only our own behaviour script.
    expect(scripts(stripped)).toEqual(['<script src="/site-behaviour.js?v=10ee7c36d66e" async="">']);
  });

  it('keeps the document, its style sheets, metadata and content intact', () => {
    const stripped = stripNextScripts(captured);
    expect(stripped.startsWith('<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(stripped.endsWith('</body></html>')).toBe(true);
    expect(stripped).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/[^"]+\.css" data-precedence="next"\/>/);
    expect(stripped).toContain('<link rel="canonical"');
    expect(stripped).toContain('<link rel="icon" href="/favicon.svg"/>');
    const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main(stripped)).toBe(main(captured));
    expect(stripped.length).toBeLessThan(captured.length / 2);
  });

  it('keeps our scripts, tracking snippets, JSON-LD and React Suspense scripts', () => {
    const html = [
      '<head><link rel="modulepreload" href="/_next/static/chunks/a.js"/><link rel="preload" as="font" href="/_next/static/media/f.woff2"/>',
      '<link rel="preload" href="/_next/static/chunks/b.js" as="script"/></head><body>',
      '<script id="ga-loader" src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script>',
      '<script id="ga">window.dataLayer=window.dataLayer||[];</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>$RC("B:0","S:0")</script>',
      '<script src="/_next/static/chunks/c.js" async=""></script>',
      '<script>self.__next_f.push([1,"x \\u003c/script\\u003e y"])</script>',
      '</body>',
    ].join('');
    const stripped = stripNextScripts(html);
    expect(stripped).not.toContain('a.js');
    expect(stripped).not.toContain('b.js');
    expect(stripped).not.toContain('c.js');
    expect(stripped).not.toContain('__next_f');
    expect(stripped).toContain('<link rel="preload" as="font" href="/_next/static/media/f.woff2"/>');
    expect(stripped).toContain('googletagmanager');
    expect(stripped).toContain('<script id="ga">window.dataLayer');
    expect(stripped).toContain('application/ld+json');
    expect(stripped).toContain('$RC("B:0","S:0")');
  });

  it('leaves a page without Next scripts unchanged', () => {
    const html = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><p>x</p></body></html>';
    expect(stripNextScripts(html)).toBe(html);
  });
});

describe('hasRenderError', () => {
  it('spots React error templates only', () => {
    expect(hasRenderError('<template data-dgst="123"></template>')).toBe(true);
    expect(hasRenderError(captured)).toBe(false);
  });
});

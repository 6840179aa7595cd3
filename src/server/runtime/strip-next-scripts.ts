/**
 * Removes what Next adds to a server-rendered page only so that React can hydrate it: the
 * `/_next/` script tags (framework, route chunks, the noModule polyfills), their preload links,
 * Turbopack's inline chunk list and the inline `self.__next_f` scripts carrying the RSC payload.
 * Meant for pages without client islands, where none of it does anything the HTML does not.
 *
 * Works on the tag shapes React and Next emit (double-quoted attributes, one `<script>` element
 * per chunk). Everything else stays: style sheets, our own scripts (`/site-behaviour.js`,
 * tracking snippets) and React's inline Suspense scripts (`$RC`…) that reveal streamed content.
 * A script's text cannot contain `</script` (HTML ends the element there; React and Next escape
 * it), so the lazy match below ends where the browser ends the element.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

const NEXT_ASSET = /^\/_next\//;
/** Inline scripts only Next's client runtime reads. */
const NEXT_INLINE = /^\s*(?:\(self\.__next_f\s*=|self\.__next_f\.push\(|\(globalThis\["TURBOPACK"\])/;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes);
  return match ? (match[1] ?? '') : null;
}

function isNextScript(attributes: string, text: string): boolean {
  const src = attribute(attributes, 'src');
  if (src !== null) return NEXT_ASSET.test(src);
  return NEXT_INLINE.test(text);
}

function isNextScriptPreload(tag: string): boolean {
  const attributes = tag.slice('<link'.length);
  const rel = attribute(attributes, 'rel')?.toLowerCase();
  const href = attribute(attributes, 'href') ?? '';
  if (!NEXT_ASSET.test(href)) return false;
  if (rel === 'modulepreload') return true;
  return rel === 'preload' && attribute(attributes, 'as')?.toLowerCase() === 'script';
}

export function stripNextScripts(html: string): string {
  return html
    .replace(SCRIPT, (element, attributes: string, text: string) => (isNextScript(attributes, text) ? '' : element))
    .replace(LINK, (tag) => (isNextScriptPreload(tag) ? '' : tag));
}

/**
 * True when React reported a server rendering error into the HTML (a `<template data-dgst>`
 * that the client would have retried): such a page keeps its scripts.
 */
export function hasRenderError(html: string): boolean {
  return /<template\b[^>]*\bdata-dgst=/i.test(html);
}

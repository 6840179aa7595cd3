/**
 * Without JavaScript the header's buttons would do nothing: hide them, show the navigation list on
 * every width (with dropdown children open on small screens, on hover or focus on large ones) and
 * link to the search page, whose form submits by GET. Inside <noscript>, so it costs nothing else.
 */
export const NO_SCRIPT_CSS = [
  '[data-menu-toggle],[data-search-toggle]{display:none!important}',
  '[data-menu-panel]{display:block!important}',
  '[data-search-link]{display:inline-flex!important}',
  '[data-nav-item]:focus-within [data-nav-children]{display:block}',
  '@media (max-width:767px){[data-nav-children]{display:block!important}}',
].join('');

export function NoScriptStyles() {
  return (
    <noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style sheet. */}
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>
  );
}

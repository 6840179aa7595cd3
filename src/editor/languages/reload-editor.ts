/**
 * Loads the edit route anew: the site's languages shape the whole editor (switcher, environment,
 * missing translations), so after changing them nothing of the old page is kept. With `href`, goes
 * there instead (the current language was removed).
 */
export function reloadEditor(href?: string): void {
  if (href) window.location.assign(href);
  else window.location.reload();
}

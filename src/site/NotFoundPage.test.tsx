import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeChrome } from './header/testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it("shows the localized 404 message inside the site's header and footer", () => {
    const html = renderToStaticMarkup(<NotFoundPage site={{ name: 'Optik Muster' }} locale="fr" chrome={makeChrome()} media={new Map()} />);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('Offre');
    expect(html).toContain('href="/fr"');
    expect(html).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
    expect(html).not.toContain('data-page-id');
  });
});

import { describe, expect, it } from 'vitest';
import { unknownSiteHtml } from './status-page-html';

describe('unknownSiteHtml', () => {
  it("answers in the visitor's preferred site language, any of the ten", () => {
    expect(unknownSiteHtml('es-ES,es;q=0.9,en;q=0.5')).toContain('<html lang="es"><head>');
    expect(unknownSiteHtml('es-ES,es;q=0.9,en;q=0.5')).toContain('<h1>No hay ningún sitio web en esta dirección</h1>');
    expect(unknownSiteHtml('rm')).toContain('<h1>Nagina website sut questa adressa</h1>');
    expect(unknownSiteHtml('fr-CH, de;q=0.8')).toContain('<title>Aucun site à cette adresse</title>');
  });

  it('falls back to English for other languages and no header', () => {
    expect(unknownSiteHtml('ja')).toContain('<h1>No website at this address</h1>');
    expect(unknownSiteHtml(null)).toContain('<html lang="en">');
  });
});

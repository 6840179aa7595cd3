import { describe, expect, it } from 'vitest';
import { editorLanguageFromHeader } from './resolve-editor-language';

describe('the editor language without a stored choice', () => {
  it("is the browser's best language the editor speaks", () => {
    expect(editorLanguageFromHeader('it-CH,it;q=0.9,de;q=0.8')).toBe('it');
    expect(editorLanguageFromHeader('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(editorLanguageFromHeader('es-ES,es;q=0.9,en;q=0.7,de;q=0.5')).toBe('en');
    expect(editorLanguageFromHeader('rm,de-CH;q=0.8')).toBe('de');
  });

  it('is German when the browser names none of the editor languages, or nothing', () => {
    expect(editorLanguageFromHeader('pt-BR,pt;q=0.9')).toBe('de');
    expect(editorLanguageFromHeader('')).toBe('de');
    expect(editorLanguageFromHeader(null)).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultEditorLanguage, editorLanguageOf } from './config';

describe('the editor language of a person who never chose one', () => {
  it("is the site's default language when the editor is written in it", () => {
    expect(defaultEditorLanguage('de')).toBe('de');
    expect(defaultEditorLanguage('fr')).toBe('fr');
    expect(defaultEditorLanguage('it')).toBe('it');
    expect(defaultEditorLanguage('en')).toBe('en');
  });

  it('is German when the editor does not speak the site default', () => {
    expect(defaultEditorLanguage('rm')).toBe('de');
    expect(defaultEditorLanguage('sq')).toBe('de');
    expect(defaultEditorLanguage(undefined)).toBe('de');
  });
});

describe('the editor language a client sends', () => {
  it('counts only the editor languages, exactly as sent', () => {
    expect(editorLanguageOf('fr')).toBe('fr');
    expect(editorLanguageOf('en-US')).toBeNull();
    expect(editorLanguageOf('es')).toBeNull();
    expect(editorLanguageOf(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ZTheme } from '../../../shared/content/settings';
import { gameManifest } from './game-manifest';

describe('gameManifest', () => {
  it('opens the game start page of the language in its own window, coloured like the site', () => {
    const theme = ZTheme.parse({ colors: { header: '#112233', background: '#fafafa' } });
    const manifest = gameManifest({ siteName: 'Optik Muster', gameName: 'Urban Golf', locale: 'fr', startPath: '/fr/game', theme, iconVersion: 'abc' });
    expect(manifest).toMatchObject({
      id: '/fr/game',
      name: 'Urban Golf – Optik Muster',
      short_name: 'Urban Golf',
      lang: 'fr',
      start_url: '/fr/game',
      scope: '/fr/',
      display: 'standalone',
      theme_color: '#112233',
      background_color: '#fafafa',
    });
    expect(manifest.icons).toEqual([
      { src: '/icon.png?size=192&v=abc', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon.png?size=512&v=abc', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });

  it('is named after the site when the start page has no name in the language', () => {
    const manifest = gameManifest({
      siteName: 'Optik Muster',
      gameName: undefined,
      locale: 'de',
      startPath: '/de/game',
      theme: ZTheme.parse({}),
      iconVersion: 'abc',
    });
    expect([manifest.name, manifest.short_name]).toEqual(['Optik Muster', 'Optik Muster']);
  });
});

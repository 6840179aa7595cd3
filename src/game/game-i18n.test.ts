import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { GAME_MESSAGE_KEYS } from '../shared/game/schemas';
import { messageKeys, messagesFor } from '../shared/i18n/catalogues';
import { LOCALES } from '../shared/locales';
import { createGameT, formatNames } from './game-i18n';

describe('game texts', () => {
  it('have a text for every validation message key the game API answers with', () => {
    expect(Object.keys(messagesFor('de', 'game').errors).sort()).toEqual([...GAME_MESSAGE_KEYS].sort());
  });

  it('format every text in every language, styles included, with nothing left unformatted', () => {
    const values = {
      name: 'Anna',
      names: 'Anna',
      count: 2,
      number: 3,
      title: 'Loch 3',
      status: 'partial',
      rank: 2,
      date: '01.06.2026',
      routePoints: 2,
      markers: 3,
      icon: 'end',
      lat: 47.5,
      lng: 8.7,
    };
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = LOCALES.flatMap((locale) => {
      const messages = messagesFor(locale, 'game');
      const t = createGameT(locale, messages) as unknown as (key: string, values: object) => string;
      return messageKeys(messages)
        .map((key) => ({ key: `${locale}/${key}`, text: t(key, values) }))
        .filter(({ text }) => /[{}]|::|\b(game|start|players|share|play|score|ranking|coupon|map|notices|poi|errors)\.[a-z]/.test(text));
    });
    expect(broken).toEqual([]);
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('count strokes and waiting entries with the language’s plural forms', () => {
    const de = createGameT('de', messagesFor('de', 'game'));
    expect(de('score.playerStrokes', { name: 'Anna', count: 1 })).toBe('Anna: 1 Schlag');
    expect(de('score.playerStrokes', { name: 'Anna', count: 0 })).toBe('Anna: 0 Schläge');
    const sr = createGameT('sr', messagesFor('sr', 'game'));
    expect([1, 3, 5].map((count) => sr('notices.pending', { count }))).toEqual(['1 unos čeka na signal', '3 unosa čekaju na signal', '5 unosa čeka na signal']);
  });

  it('write ranks as each language writes ordinals', () => {
    const place = (locale: 'de' | 'en' | 'fr' | 'es', rank: number) => createGameT(locale, messagesFor(locale, 'game'))('ranking.place', { rank });
    expect([1, 2].map((rank) => place('de', rank))).toEqual(['1.', '2.']);
    expect([1, 2, 3, 4].map((rank) => place('en', rank))).toEqual(['1st', '2nd', '3rd', '4th']);
    expect([1, 2].map((rank) => place('fr', rank))).toEqual(['1er', '2e']);
    expect(place('es', 1)).toBe('1.º');
  });

  it('join tied winners as the language lists names', () => {
    expect(formatNames(['Anna'], 'de')).toBe('Anna');
    expect(formatNames(['Anna', 'Ben'], 'de')).toBe('Anna und Ben');
    expect(formatNames(['Anna', 'Ben', 'Cleo'], 'it')).toBe('Anna, Ben e Cleo');
  });

  it('format map coordinates with five decimals in the language’s number style', () => {
    expect(createGameT('de', messagesFor('de', 'game'))('poi.coordinates', { lat: 47.5, lng: 8.72405 })).toBe('Breite 47.50000, Länge 8.72405');
    expect(createGameT('fr', messagesFor('fr', 'game'))('poi.coordinates', { lat: 47.5, lng: 8.72405 })).toBe('Latitude 47,50000, longitude 8,72405');
  });
});

describe('the game client bundle', () => {
  it('never imports the catalogues of all languages: islands get their one language as props', () => {
    const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('testing.ts'),
    );
    const offenders = files.filter((file) =>
      /^\s*import\s+(?!type\b)[^;]*from\s+['"][^'"]*(i18n\/catalogues|messages\/)/m.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});

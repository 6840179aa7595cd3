import type { Locale } from '../shared/locales';
import type germanGame from '../shared/i18n/messages/de/game.json';
import { formatNumericDate } from '../shared/i18n/date-format';
import { formatList } from '../shared/i18n/list-format';
import { createT } from '../shared/i18n/translator';

/**
 * The `game` catalogue of one language as the server resolves it (`messagesFor(locale, 'game')`)
 * and hands it to an island. Typed from the German source file with a type-only import, so the
 * client bundle carries just the one language it receives, never `catalogues.ts`.
 */
export type GameMessages = typeof germanGame;

export function createGameT(locale: Locale, messages: GameMessages) {
  return createT({ locale, namespace: 'game', messages: { game: messages } });
}

export type GameT = ReturnType<typeof createGameT>;

/** The game date in the locale's day/month/year form (spec §2.2), in the spec's display zone. */
export function formatGameDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return formatNumericDate(date, locale);
}

/** Tied winners share the coupon: their names as the language lists them ("Anna und Ben"). */
export function formatNames(names: readonly string[], locale: Locale): string {
  return formatList(names, locale);
}

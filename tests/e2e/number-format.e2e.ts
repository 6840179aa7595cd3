import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';
import { formatLongDate, formatNumericDate, formatShortWeekday, isoDayOf } from '../../src/shared/i18n/date-format';
import { formatList } from '../../src/shared/i18n/list-format';
import { formatChfAmount, formatNumber } from '../../src/shared/i18n/number-format';
import { createT } from '../../src/shared/i18n/translator';
import { LOCALES, type Locale } from '../../src/shared/locales';

/**
 * Issue 33: the server (Node's full ICU) and the browser's islands (Chromium's reduced ICU) print
 * every number, price, date and list of names the same in every language. The formatters and the
 * translator the islands use are bundled as they are and run in Chromium; Node's output here is
 * what the server sends.
 */
const VALUES = [0, 7, 45.5, 1290, 29_000, 1_234_567.5];
/** The sponsor form's texts (forms catalogue), whose totals an island updates as the visitor types. */
const MESSAGES = { sponsor: { price: '{amount, number, ::currency/CHF precision-integer}', count: '{n, number}' } };

type Formatted = Record<string, string[]>;

/** Runs in Node and, bundled, in Chromium: the same function over the same inputs. */
function formatAll(
  api: { formatNumber: typeof formatNumber; formatChfAmount: typeof formatChfAmount; createT: typeof createT },
  locales: readonly Locale[],
  values: number[],
  messages: typeof MESSAGES,
): Formatted {
  const out: Formatted = {};
  for (const locale of locales) {
    const t = api.createT({ locale, namespace: 'sponsor', messages });
    out[locale] = values.flatMap((value) => [
      api.formatNumber(value, locale),
      api.formatChfAmount(value, locale),
      api.formatChfAmount(Math.round(value), locale, 0),
      t('price', { amount: value }),
      t('count', { n: value }),
    ]);
  }
  return out;
}

/** Bundles `exports` (module source, from the repository root) for the browser and exposes them as `window.webboxFormats`. */
async function loadInChromium(page: Page, exports: string): Promise<void> {
  const bundle = await build({
    stdin: { contents: exports, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'webboxFormats',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}

/** Runs `formatAll` (its source) in Chromium over the bundled api and `args`. */
function runInChromium(page: Page, formatAll: (...args: never[]) => Formatted, args: unknown[]): Promise<Formatted> {
  return page.evaluate(
    ({ source, args }) => {
      const run = new Function('api', 'args', `return (${source})(api, ...args);`);
      return run((window as unknown as { webboxFormats: unknown }).webboxFormats, args) as Record<string, string[]>;
    },
    { source: formatAll.toString(), args },
  );
}

test('numbers and prices read the same in Node and in Chromium, in every language', async ({ page }) => {
  await loadInChromium(
    page,
    "export { formatNumber, formatChfAmount } from './src/shared/i18n/number-format';\nexport { createT } from './src/shared/i18n/translator';",
  );
  const inChromium = await runInChromium(page, formatAll, [[...LOCALES], VALUES, MESSAGES]);
  const inNode = formatAll({ formatNumber, formatChfAmount, createT }, LOCALES, VALUES, MESSAGES);
  for (const locale of LOCALES) expect(inChromium[locale], locale).toEqual(inNode[locale]);
  // The case the issue found: Romansh 29 000 francs never reads as 29 francs.
  expect(inChromium.rm?.[4 * 5 + 2]?.replace(/\s/g, ' ')).toBe("CHF 29'000");
});

/**
 * Instants the islands format: every month (Romansh and Albanian month names), every weekday, and
 * instants whose day in the display zone is not their UTC day (a year's last evening, a DST night).
 */
const INSTANTS = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, 12)).toISOString()),
  ...Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day, 12)).toISOString()),
  '2026-03-02T23:30:00Z',
  '2026-12-31T23:15:00Z',
  '2026-03-29T00:30:00Z',
];
const NAMES = ['Anna', 'Ben', 'Cleo'];

type DateApi = {
  formatNumericDate: typeof formatNumericDate;
  formatLongDate: typeof formatLongDate;
  formatShortWeekday: typeof formatShortWeekday;
  isoDayOf: typeof isoDayOf;
  formatList: typeof formatList;
};

/** Every date form the public pages and islands use (numeric: listings, the game, special days; long: news, courses, reviews; weekday: opening hours), and the game's winner list. */
function formatDates(api: DateApi, locales: readonly Locale[], instants: string[], names: string[]): Formatted {
  const out: Formatted = {};
  for (const locale of locales) {
    const dates = instants.flatMap((iso) => {
      const date = new Date(iso);
      return [api.formatNumericDate(date, locale), api.formatLongDate(date, locale), api.formatShortWeekday(date, locale), api.isoDayOf(date)];
    });
    out[locale] = [...dates, ...names.map((_, i) => api.formatList(names.slice(0, i + 1), locale))];
  }
  return out;
}

test('dates and lists of names read the same in Node and in Chromium, in every language', async ({ page }) => {
  await loadInChromium(page, "export * from './src/shared/i18n/date-format';\nexport { formatList } from './src/shared/i18n/list-format';");
  const inChromium = await runInChromium(page, formatDates, [[...LOCALES], INSTANTS, NAMES]);
  const inNode = formatDates({ formatNumericDate, formatLongDate, formatShortWeekday, isoDayOf, formatList }, LOCALES, INSTANTS, NAMES);
  for (const locale of LOCALES) expect(inChromium[locale], locale).toEqual(inNode[locale]);
  // The case the issue found: Chromium alone writes Romansh and Albanian dates as "March 3, 2026".
  const march3 = INSTANTS.indexOf('2026-03-02T23:30:00Z') * 4;
  expect(inChromium.rm?.slice(march3, march3 + 4)).toEqual(['03-03-2026', '3 da mars 2026', 'ma', '2026-03-03']);
  expect(inChromium.sq?.slice(march3, march3 + 4)).toEqual(['03.03.2026', '3 mars 2026', 'mar', '2026-03-03']);
  expect(inChromium.rm?.at(-1)).toBe('Anna, Ben e Cleo');
});

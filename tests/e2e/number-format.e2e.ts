import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { formatChfAmount, formatNumber } from '../../src/shared/i18n/number-format';
import { createT } from '../../src/shared/i18n/translator';
import { LOCALES, type Locale } from '../../src/shared/locales';

/**
 * Issue 33: the server (Node's full ICU) and the browser's islands (Chromium's reduced ICU) print
 * every number and price the same in every language. The formatter and the translator the islands
 * use are bundled as they are and run in Chromium; Node's output here is what the server sends.
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

test('numbers and prices read the same in Node and in Chromium, in every language', async ({ page }) => {
  const bundle = await build({
    stdin: {
      contents: "export { formatNumber, formatChfAmount } from './src/shared/i18n/number-format';\nexport { createT } from './src/shared/i18n/translator';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'webboxNumbers',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  await page.goto('about:blank');
  await page.addScriptTag({ content: script });
  const inChromium = await page.evaluate(
    ({ source, locales, values, messages }) => {
      const run = new Function('api', 'locales', 'values', 'messages', `return (${source})(api, locales, values, messages);`);
      return run((window as unknown as { webboxNumbers: unknown }).webboxNumbers, locales, values, messages) as Record<string, string[]>;
    },
    { source: formatAll.toString(), locales: [...LOCALES], values: VALUES, messages: MESSAGES },
  );
  const inNode = formatAll({ formatNumber, formatChfAmount, createT }, LOCALES, VALUES, MESSAGES);
  for (const locale of LOCALES) expect(inChromium[locale], locale).toEqual(inNode[locale]);
  // The case the issue found: Romansh 29 000 francs never reads as 29 francs.
  expect(inChromium.rm?.[4 * 5 + 2]?.replace(/\s/g, ' ')).toBe("CHF 29'000");
});

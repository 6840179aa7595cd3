import { and, eq } from 'drizzle-orm';
import type { MediaInfo } from '../../../shared/content/media';
import { altLanguages } from '../../../shared/content/media-alt';
import type { Locale, Localized } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { loadGlossary } from '../settings/load-glossary';
import { runTranslation } from '../translation/run-translation';
import type { TranslationProvider } from '../translation/types';
import { describeCrops, findMedia } from './media-records';
import { toMediaInfo } from './to-media-info';

type Site = { id: string; locales: Locale[]; defaultLocale: Locale };

/**
 * Machine-translates an image's alternative text (issue 31) from the default language, else the
 * first site language that has one, into `locales` — or, without them, into every site language
 * still lacking one. Everything is translated before anything is saved; the new texts are marked
 * machine translated until a person edits them, and a text someone typed meanwhile into a language
 * that was empty is kept. Crops follow their original.
 */
export async function translateMediaAlt(
  db: Queryable,
  provider: () => TranslationProvider,
  options: { site: Site; id: string; locales?: Locale[] },
): Promise<MediaInfo> {
  const { site, id } = options;
  for (const locale of options.locales ?? []) {
    if (!site.locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
  }
  const row = await findMedia(db, { siteId: site.id, id });
  if (row.mediaType !== 'image') throw new AppError('BAD_REQUEST', 'media.notAnImage');
  const described = altLanguages(row.alt, site.locales);
  const from = described.includes(site.defaultLocale) ? site.defaultLocale : described[0];
  const source = from ? row.alt[from] : undefined;
  if (!from || !source) throw new AppError('BAD_REQUEST', 'media.noAltToTranslate');
  const targets = (options.locales ?? site.locales.filter((locale) => !described.includes(locale))).filter((locale) => locale !== from);
  if (targets.length === 0) return toMediaInfo(row);

  const glossary = await loadGlossary(db, site.id);
  const translated: Localized<string> = {};
  for (const to of targets) {
    const [answer] = await runTranslation(provider(), { values: [{ kind: 'text', value: source }], from, to, glossary });
    if (answer?.kind !== 'text' || answer.value.trim() === '') throw new AppError('UNAVAILABLE', 'translation.failedBadAnswer');
    translated[to] = answer.value.trim();
  }

  const onlyIfEmpty = options.locales === undefined;
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.siteId, site.id)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'media.notFound');
    const alt: Localized<string> = { ...current.alt };
    const written: Locale[] = [];
    for (const to of targets) {
      const text = translated[to];
      if (!text || (onlyIfEmpty && current.alt[to]?.trim())) continue;
      alt[to] = text;
      written.push(to);
    }
    const altMachineTranslated = [...new Set([...current.altMachineTranslated, ...written])];
    const [updated] = await tx.update(media).set({ alt, altMachineTranslated, updatedAt: new Date() }).where(eq(media.id, current.id)).returning();
    if (!updated) throw new AppError('NOT_FOUND', 'media.notFound');
    await describeCrops(tx, updated);
    return updated;
  });
  invalidateCacheTags([siteTag(site.id)]);
  return toMediaInfo(saved);
}

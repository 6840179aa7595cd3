import { z } from 'zod';
import { EDITOR_LOCALES } from '../i18n/config';

/** ISO date of a changelog entry; entries are identified by their date (spec: "reported seen by dates"). */
const ZEntryDate = z.iso.date('changelog.invalidDate');

/** `GET /api/v1/changelog?language&showAll`: unseen entries only unless showAll=true, newest first. */
export const ZChangelogQuery = z.object({
  language: z.enum(EDITOR_LOCALES).default('de'),
  showAll: z.enum(['true', 'false']).default('false'),
});

export const ZChangelogEntry = z.object({
  date: ZEntryDate,
  /** The text in the asked language, else German. */
  text: z.string(),
  seen: z.boolean(),
});
export type ChangelogEntry = z.infer<typeof ZChangelogEntry>;

export const ZChangelogAnswer = z.object({ entries: z.array(ZChangelogEntry), unseen: z.number().int().nonnegative() });
export type ChangelogAnswer = z.infer<typeof ZChangelogAnswer>;

/** `POST /api/v1/changelog {dates}`: these entries were shown to the signed-in user. */
export const ZMarkChangelogSeenRequest = z.object({ dates: z.array(ZEntryDate).min(1).max(100) });

/** `npm run admin -- changelog:add --date … --de … --fr …` (operators; de required). */
export const ZAddChangelogEntry = z.object({
  date: ZEntryDate,
  texts: z.object({
    de: z.string().trim().min(1).max(2000),
    fr: z.string().trim().max(2000).optional(),
    it: z.string().trim().max(2000).optional(),
    en: z.string().trim().max(2000).optional(),
  }),
});
export type TAddChangelogEntry = z.input<typeof ZAddChangelogEntry>;

export const ZMarkChangelogSeenAnswer = z.object({ marked: z.number().int().nonnegative() });

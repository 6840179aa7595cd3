import { z } from 'zod';

/** `GET /platform/sites/{siteId}/export`: which site, and whether its form submissions go along. */
export const ZExportSiteParams = z.object({ siteId: z.uuid() });
export const ZExportSiteQuery = z.object({ submissions: z.enum(['0', '1']).optional() });

/** `POST /platform/sites/import` (multipart): the archive file and the new site's address. */
export const ZImportSiteForm = z.object({
  archive: z.instanceof(File, { error: 'siteArchive.archiveRequired' }),
  host: z.string({ error: 'siteArchive.archiveRequired' }).max(253),
});
export type TImportSiteForm = z.infer<typeof ZImportSiteForm>;

export const ZImportSiteResponse = z.object({ siteId: z.uuid(), host: z.string(), pages: z.number().int(), mediaObjects: z.number().int() });
export type TImportSiteResponse = z.infer<typeof ZImportSiteResponse>;

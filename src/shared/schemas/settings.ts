import { z } from 'zod';
import { ZSiteSettings } from '../content/settings';

/**
 * `GET /api/v1/settings` and `POST /api/v1/settings` (editor-panels §7): the site's working
 * settings with their version. The panel saves the whole object after each change (the spec's
 * "full settings payload"); `version` makes a save over someone else's newer one a 409 instead of
 * silently undoing it.
 */
export const ZSettingsAnswer = z.object({
  settings: ZSiteSettings,
  version: z.number().int().nonnegative(),
  /** Whether the working settings differ from what visitors see (publish all applies them). */
  unpublished: z.boolean(),
});
export type SettingsAnswer = z.infer<typeof ZSettingsAnswer>;

export const ZSaveSettingsRequest = z.object({
  settings: ZSiteSettings,
  version: z.number().int().nonnegative(),
});
export type SaveSettingsRequest = z.input<typeof ZSaveSettingsRequest>;

/**
 * A problem the publish dialog flags in the settings (spec §5: "a booking button with a missing
 * link or missing text"); `key` is a key of the `editorSettings` catalogue's `problems` section.
 */
export const ZSettingsProblem = z.object({
  section: z.enum(['bookingButton']),
  key: z.enum(['bookingLinkMissing', 'bookingTextMissing']),
  /** The page languages without a text (bookingTextMissing). */
  locales: z.array(z.string()).default([]),
});
export type SettingsProblem = z.infer<typeof ZSettingsProblem>;

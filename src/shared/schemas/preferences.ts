import { z } from 'zod';
import { EDITOR_LOCALES } from '../i18n/config';

/** The signed-in person's own settings (`GET/PUT /api/v1/me/preferences`); null means "not chosen". */
export const ZUserPreferences = z.object({
  editorLanguage: z.enum(EDITOR_LOCALES).nullable(),
});
export type UserPreferences = z.infer<typeof ZUserPreferences>;

/** A change of preferences: the editor's language, one of the editor locales. */
export const ZUpdatePreferencesRequest = z.object({
  editorLanguage: z.enum(EDITOR_LOCALES),
});
export type UpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;

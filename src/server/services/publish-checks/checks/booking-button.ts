import { settingsProblemsOf } from '../../../../shared/content/settings-problems';
import { checkId, type PublishCheck, type SiteCheck } from '../types';

/**
 * The settings' booking button (editor-panels §5 "Booking": flagged on publish) without its link,
 * or with its own text in some languages only: the settings' existing problems
 * (`settingsProblemsOf`), as warnings, when publishing the site puts the settings live.
 */
export const bookingButton: SiteCheck = ({ site, settings, settingsChanged }) => {
  if (!settingsChanged) return [];
  return settingsProblemsOf(settings, site.locales).map(
    (problem): PublishCheck => ({
      id: checkId([problem.key, 'settings', problem.section]),
      severity: 'warning',
      code: problem.key,
      pageId: null,
      params: { languages: problem.locales.map((locale) => locale.toUpperCase()).join(', ') },
    }),
  );
};

import { bookingButton } from './checks/booking-button';
import { buttons } from './checks/buttons';
import { imageAltTexts } from './checks/image-alt-texts';
import { missingTranslations } from './checks/missing-translations';
import { footerOpeningHours, openingHours } from './checks/opening-hours';
import { outdatedTranslations } from './checks/outdated-translations';
import { requiredTexts } from './checks/required-texts';
import { richTextLinks } from './checks/rich-text-links';
import type { PageCheck, SiteCheck } from './types';

/**
 * The publish checks, in the order the dialog lists them within a severity. A check is one file in
 * ./checks taking the page (or site) input and answering entries; adding one is a file, a line
 * here, its code in `PUBLISH_CHECK_CODES` (src/shared/schemas/publish-checks.ts) and its sentence
 * in the four `editorChecks` catalogues (`codes.{code}`).
 */
export const PAGE_CHECKS: readonly PageCheck[] = [
  missingTranslations,
  requiredTexts,
  buttons,
  richTextLinks,
  outdatedTranslations,
  imageAltTexts,
  openingHours,
];

/** Checks of what the whole site's publish puts live beyond pages (the settings). */
export const SITE_CHECKS: readonly SiteCheck[] = [bookingButton, footerOpeningHours];

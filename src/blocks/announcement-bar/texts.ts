import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';

export type AnnouncementTexts = { region: string; close: string };

/** The announcement's landmark and close-button names in the page language (bar and bubble). */
export function announcementTexts(locale: Locale): AnnouncementTexts {
  const t = blocksT(locale);
  return { region: t('announcement.region'), close: t('announcement.close') };
}

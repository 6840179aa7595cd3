import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';

export type AnnouncementTexts = {
  /** The bubble's region name ("Ankündigung"). */
  region: string;
  /** The bar's region name ("Hinweis"): a page with both names two distinct regions. */
  barRegion: string;
  close: string;
};

/** The announcement's landmark and close-button names in the page language (bar and bubble). */
export function announcementTexts(locale: Locale): AnnouncementTexts {
  const t = blocksT(locale);
  return { region: t('announcement.region'), barRegion: t('announcement.bar'), close: t('announcement.close') };
}

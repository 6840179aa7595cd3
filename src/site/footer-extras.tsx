import { hoursGroups } from '@/blocks/contact/opening-hours';
import type { OpeningHours } from '@/shared/content/opening-hours';
import type { SiteSettings } from '@/shared/content/settings';
import type { Locale } from '@/shared/locales';
import { publicT } from './public-texts';

/** The footer's opening hours (its own, else its branch's), weekdays grouped; nothing when no day is set. */
export function FooterHours({ hours, locale }: { hours: OpeningHours; locale: Locale }) {
  const t = publicT(locale);
  const groups = hoursGroups(hours, locale);
  if (groups.length === 0) return null;
  return (
    <div className="mt-4" data-footer-hours="">
      <p className="font-semibold">{t('footer.openingHours')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4">
        {groups.map((group) => (
          <div key={group.from} className="contents">
            <dt>{group.label}</dt>
            <dd>{group.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const SOCIAL = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['linkedIn', 'LinkedIn'],
] as const;

/** Links to the business's social accounts, when set. */
export function SocialLinks({ accounts, locale }: { accounts: SiteSettings['socialAccounts']; locale: Locale }) {
  const links = SOCIAL.filter(([key]) => accounts[key]);
  if (links.length === 0) return null;
  return (
    <ul aria-label={publicT(locale)('footer.social')} className="mt-4 flex flex-wrap gap-x-4 gap-y-1">
      {links.map(([key, label]) => (
        <li key={key}>
          <a className="underline underline-offset-4" href={accounts[key]} rel="noopener noreferrer me">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

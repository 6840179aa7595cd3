import { CalendarDays, ChevronDown, Info, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobView } from '../../../shared/content/listings';
import type { Locale } from '../../../shared/locales';
import { formatListingDate, listingDateAttr, mailtoHref, telHref } from '../../../shared/listings/format';
import { cx } from '../styles';
import type { ListingTexts } from './texts';

const ICON = 'size-4 shrink-0 opacity-70';
const LINK = 'underline decoration-current/40 underline-offset-2 hover:decoration-current';

/** One job or item in the accordion: `<details>` sharing a name, so the browser keeps one open (no JS). */
export function ListingDetails(props: {
  name: string;
  id: string;
  kind: 'job' | 'marketplace';
  summary: ReactNode;
  /** Layout of the summary's own children (a summary holds phrasing and heading content only, no wrappers). */
  summaryClassName?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <details
      name={props.name}
      data-listing={props.id}
      data-listing-kind={props.kind}
      className="group rounded-2xl border border-current/15 open:border-current/30"
    >
      <summary
        className={`relative cursor-pointer list-none rounded-2xl p-5 pr-14 outline-offset-2 sm:p-6 sm:pr-16 [&::-webkit-details-marker]:hidden ${props.summaryClassName ?? 'block'}`}
      >
        {props.summary}
        <ChevronDown
          aria-hidden="true"
          className="absolute top-1/2 right-5 size-5 -translate-y-1/2 opacity-70 transition-transform group-open:rotate-180 sm:right-6"
        />
      </summary>
      <div className="flex flex-col gap-6 px-5 pb-6 sm:px-6">{props.children}</div>
    </details>
  );
}

/** The created date ('N/A' when unknown) in the page's language. */
export function CreatedDate({ iso, locale, texts }: { iso: string | null; locale: Locale; texts: ListingTexts }): ReactNode {
  const attr = listingDateAttr(iso);
  const shown = formatListingDate(iso, locale);
  return (
    <span data-listing-created="" className="inline-flex items-center gap-1.5">
      <CalendarDays aria-hidden="true" className={ICON} />
      <span className="sr-only">{texts.created}: </span>
      {attr ? <time dateTime={attr}>{shown}</time> : shown}
    </span>
  );
}

type Contactable = Pick<JobView, 'title' | 'branch' | 'staff' | 'businessName'>;

/**
 * The branch and staff member to contact: address, a `tel:` link of digits and a `mailto:` link
 * whose subject is the listing's title. The business is named when the block lists all businesses.
 */
/** `itemHeading`: the listing title's level; the contact heading sits one below it (levels never skip). */
export function ListingContact({
  item,
  texts,
  showBusiness,
  itemHeading,
}: {
  item: Contactable;
  texts: ListingTexts;
  showBusiness: boolean;
  itemHeading: 'h2' | 'h3';
}): ReactNode {
  const Heading = itemHeading === 'h2' ? 'h3' : 'h4';
  const { branch, staff } = item;
  if (!branch && !staff && !showBusiness) return null;
  const tel = branch ? telHref(branch.phone) : null;
  const mail = branch ? mailtoHref(branch.email, item.title) : null;
  const street = branch ? [branch.street, branch.streetNumber].filter(Boolean).join(' ') : '';
  const place = branch ? [branch.postcode, branch.city].filter(Boolean).join(' ') : '';
  return (
    <div data-listing-contact="" className="rounded-xl bg-current/5 p-4 text-sm sm:p-5">
      <Heading className="mb-3 font-bold">{texts.contact}</Heading>
      <address className="flex flex-col gap-2 not-italic">
        {showBusiness ? (
          <p>
            <span className="sr-only">{texts.business}: </span>
            <span className="font-semibold">{item.businessName}</span>
          </p>
        ) : null}
        {staff ? (
          <p data-listing-staff="" className="flex items-center gap-2">
            <UserRound aria-hidden="true" className={ICON} />
            <span>
              <span className="sr-only">{texts.contactPerson}: </span>
              {[staff.firstName, staff.lastName].filter(Boolean).join(' ')}
            </span>
          </p>
        ) : null}
        {branch ? (
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className={cx(ICON, 'mt-0.5')} />
            <span>
              {branch.name}
              {street ? (
                <>
                  <br />
                  {street}
                </>
              ) : null}
              {place ? (
                <>
                  <br />
                  {place}
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        {tel && branch ? (
          <p className="flex items-center gap-2">
            <Phone aria-hidden="true" className={ICON} />
            <a href={tel} className={LINK}>
              <span className="sr-only">{texts.phone}: </span>
              {branch.phone}
            </a>
          </p>
        ) : null}
        {mail && branch ? (
          <p className="flex items-center gap-2">
            <Mail aria-hidden="true" className={ICON} />
            <a href={mail} className={cx(LINK, 'break-all')}>
              <span className="sr-only">{texts.email}: </span>
              {branch.email}
            </a>
          </p>
        ) : null}
      </address>
    </div>
  );
}

/** No listings: the translated empty state; editors also learn where listings are managed. */
export function ListingsEmpty({ text, edit, texts }: { text: string; edit: boolean; texts: ListingTexts }): ReactNode {
  return (
    <div className="flex flex-col gap-3">
      <p data-listings-empty="" className="rounded-2xl border border-dashed border-current/25 p-6 text-center opacity-80">
        {text}
      </p>
      {edit ? <ListingsEditHint texts={texts} /> : null}
    </div>
  );
}

/** Edit mode: listings are not page content; they are managed in the toolbar's panel. */
export function ListingsEditHint({ texts }: { texts: ListingTexts }): ReactNode {
  return (
    <p data-listings-hint="" className="flex items-start gap-2 text-sm opacity-75">
      <Info aria-hidden="true" className={cx(ICON, 'mt-0.5')} />
      {texts.editHint}
    </p>
  );
}

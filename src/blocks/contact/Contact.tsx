import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import type { Branch } from '../../shared/content/business';
import type { GroupNode } from '../../shared/content/types';
import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';
import { isSlotVisible, textOf } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotText } from '../_shared/slots';
import { cx, surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { contactEmail, telHref } from './contact-links';
import { contactDefinition as definition } from '../../shared/blocks/contact/definition';
import { type BoxHours, boxHoursOf } from '../../shared/blocks/contact/box-hours';
import { hasWeekHours, type OpeningHours as OpeningHoursData } from '../../shared/content/opening-hours';
import { publicHolidaysOn } from './holidays';
import { formatSpecialDate, hoursGroups, swissToday, upcomingSpecials } from './opening-hours';
import { formatList } from '../../shared/i18n/list-format';

/** A visible, non-empty text slot (live reading). */
function liveText(group: GroupNode, slot: string, locale: Locale): string | null {
  return isSlotVisible(group, slot) ? textOf(group, slot, locale) : null;
}

const ICON = 'mt-1 size-4 shrink-0 opacity-70';
const LINK = 'underline decoration-current/30 underline-offset-4 hover:decoration-current';

/** The address lines as shown live: from the chosen branch of the business profile, else the slots. */
type AddressLines = { name: string | null; street: string; place: string; phone: string | null; email: string | null };

function branchLines(branch: Branch, overwrite: string): AddressLines {
  return {
    name: branch.name,
    street: [branch.street, branch.streetNumber].filter(Boolean).join(' '),
    place: [branch.postcode, branch.city].filter(Boolean).join(' '),
    phone: branch.phone || null,
    email: contactEmail(branch.email || null, overwrite || branch.emailOverride),
  };
}

function Address({ group, ctx, branch }: BlockRenderProps & { branch: Branch | null }): ReactNode {
  const slot = { group, ctx };
  const at = (name: keyof typeof definition.slots) => ({ ...slot, slot: name, definition: definition.slots[name] });
  const overwrite = optionOf(definition, group, 'emailOverwrite');
  if (branch) return <AddressView lines={branchLines(branch, overwrite)} />;
  if (ctx.mode === 'edit') {
    return (
      <div className="flex flex-col gap-2">
        <SlotText {...at('name')} as="p" className="text-lg font-semibold" />
        <div className="flex flex-wrap gap-x-2">
          <SlotText {...at('street')} as="p" />
          <SlotText {...at('streetNumber')} as="p" />
        </div>
        <div className="flex flex-wrap gap-x-2">
          <SlotText {...at('zip')} as="p" />
          <SlotText {...at('city')} as="p" />
        </div>
        <SlotText {...at('phone')} as="p" />
        <SlotText {...at('email')} as="p" />
      </div>
    );
  }
  const text = (name: string) => liveText(group, name, ctx.locale);
  return (
    <AddressView
      lines={{
        name: text('name'),
        street: [text('street'), text('streetNumber')].filter(Boolean).join(' '),
        place: [text('zip'), text('city')].filter(Boolean).join(' '),
        phone: text('phone'),
        email: contactEmail(text('email'), overwrite),
      }}
    />
  );
}

function AddressView({ lines }: { lines: AddressLines }): ReactNode {
  const { name, street, place, phone, email } = lines;
  const tel = telHref(phone);
  return (
    <address className="flex flex-col gap-3 not-italic">
      {name && <p className="text-lg font-semibold">{name}</p>}
      {(street || place) && (
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className={ICON} />
          <span>
            {street}
            {street && place && <br />}
            {place}
          </span>
        </p>
      )}
      {phone && tel && (
        <p className="flex gap-3">
          <Phone aria-hidden="true" className={ICON} />
          <a href={tel} className={LINK}>
            {phone}
          </a>
        </p>
      )}
      {email && (
        <p className="flex gap-3">
          <Mail aria-hidden="true" className={ICON} />
          <a href={`mailto:${email}`} className={LINK}>
            {email}
          </a>
        </p>
      )}
    </address>
  );
}

/** Opening hours: the title, then the hours as visitors read them (data: edited in the box's options or the business profile). */
function OpeningHours({ group, ctx, now, hours }: BlockRenderProps & { now: Date; hours: BoxHours | null }): ReactNode {
  const edit = ctx.mode === 'edit';
  if (!edit && (!hours || (!hasWeekHours(hours.hours) && upcomingSpecials(hours.hours, swissToday(now), ctx.locale).length === 0))) return null;
  const title = liveText(group, 'hoursTitle', ctx.locale) ?? blocksT(ctx.locale)('contact.hours');
  const heading = (
    <h3 className="flex items-center gap-2 font-heading text-xl font-bold" data-live-only={edit ? '' : undefined}>
      <Clock aria-hidden="true" className="size-5 opacity-70" />
      {title}
    </h3>
  );
  return (
    <div className="flex flex-col gap-4" data-opening-hours="">
      {edit ? (
        // The title is typed in place while the toolbar is on; toolbar off shows it as visitors do.
        <div data-edit-only="">
          <SlotText group={group} ctx={ctx} slot="hoursTitle" definition={definition.slots.hoursTitle} as="h3" className="font-heading text-xl font-bold" />
        </div>
      ) : null}
      {heading}
      {hours ? <HoursList hours={hours.hours} ctx={ctx} now={now} canton={optionOf(definition, group, 'canton')} /> : null}
    </div>
  );
}

/** Weekday groups, a notice on today's public holiday, upcoming special dates. */
function HoursList({ hours, ctx, now, canton }: { hours: OpeningHoursData; ctx: BlockRenderProps['ctx']; now: Date; canton: string }): ReactNode {
  const t = blocksT(ctx.locale);
  const specials = upcomingSpecials(hours, swissToday(now), ctx.locale);
  const holidays = publicHolidaysOn(now, ctx.locale, canton);
  const groups = hoursGroups(hours, ctx.locale);
  return (
    <>
      {holidays.length > 0 && (
        <p data-holiday="" className="rounded-lg border border-current/20 px-3 py-2 font-semibold">
          {t('contact.holidayClosed', { holidays: formatList(holidays, ctx.locale) })}
        </p>
      )}
      {groups.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {groups.map((g) => (
            <div key={g.from} className="contents" data-hours-kind={g.kind}>
              <dt className="font-semibold">{g.label}</dt>
              <dd className={cx(g.kind !== 'open' && 'opacity-70')}>{g.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {specials.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="font-semibold">{t('contact.special')}</h4>
          <ul className="flex flex-col gap-1">
            {specials.map((s) => (
              <li key={s.date}>
                <time dateTime={s.date}>{formatSpecialDate(s.date, ctx.locale)}</time>: {s.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** Branch contact block with optional opening hours. `now` is injectable for tests. */
export function Contact({ group, ctx, now = new Date() }: BlockRenderProps & { now?: Date }): ReactNode {
  const background = optionOf(definition, group, 'background');
  const showHours = optionOf(definition, group, 'showOpeningHours');
  const branches = blockDataOf(ctx.data, group.id, 'branch') ?? { chosen: null, fallback: null };
  const branch = branches.chosen;
  return (
    <div className={surfaceClass(background)}>
      <div className="mx-auto w-full max-w-6xl px-6 py-14 sm:px-10 sm:py-20">
        <SlotText
          group={group}
          ctx={ctx}
          slot="title"
          definition={definition.slots.title}
          as="h2"
          className="mb-8 font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl"
        />
        <div className="grid gap-10 md:grid-cols-2">
          <div className="flex flex-col gap-6">
            <Address group={group} ctx={ctx} branch={branch} />
            <div className="flex empty:hidden">
              <SlotButton group={group} ctx={ctx} slot="mapLink" definition={definition.slots.mapLink} variant="secondary" surface={background} />
            </div>
          </div>
          {showHours && <OpeningHours group={group} ctx={ctx} now={now} hours={boxHoursOf(group, branches)} />}
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { getTranslator, messagesFor } from '../../shared/i18n/catalogues';
import { SPONSOR_OPTIONS } from '../../shared/schemas/forms/sponsor-form';
import { resolveOptions } from '../../shared/blocks/options';
import { SlotRichText, SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import { aspectSponsorFormDefinition as definition, bookedOptionKey } from '../../shared/blocks/aspect-sponsor-form/definition';
import { Island } from '../_shared/island/Island';

/**
 * Server view of the sponsor form: heading, intro and (when booking is closed) the closed text as
 * editable slots, then the client island with serializable props only.
 */
export function AspectSponsorForm({ group, ctx }: BlockRenderProps): ReactNode {
  const options = resolveOptions(definition, group);
  const booked = SPONSOR_OPTIONS.filter((option) => options[bookedOptionKey(option)]);
  const t = getTranslator(ctx.locale, 'forms');
  const slot = { group, ctx };
  return (
    <div className="mx-auto w-full max-w-3xl px-6 py-16 sm:px-10">
      <div className="mb-8 flex flex-col gap-4">
        <SlotText
          {...slot}
          slot="title"
          definition={definition.slots.title}
          as="h2"
          className="font-heading text-3xl font-bold leading-tight tracking-tight text-balance"
        />
        <SlotRichText
          {...slot}
          slot="description"
          definition={definition.slots.description}
          className="space-y-4 text-lg leading-relaxed text-pretty opacity-90"
        />
        {options.bookingClosed ? (
          <div role="note" className="rounded-xl border-l-4 border-primary bg-primary/5 px-5 py-4">
            <p className="font-semibold">{t('sponsor.bookingClosed')}</p>
            <SlotRichText {...slot} slot="closedText" definition={definition.slots.closedText} className="mt-2 space-y-3" />
          </div>
        ) : null}
      </div>
      <Island
        name="sponsorForm"
        groupId={group.id}
        locale={ctx.locale}
        booked={booked}
        bookingClosed={options.bookingClosed}
        messages={messagesFor(ctx.locale, 'forms')}
        preview={ctx.mode === 'edit'}
        returned={ctx.formReturn?.groupId === group.id ? ctx.formReturn : null}
      />
    </div>
  );
}

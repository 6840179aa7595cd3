import type { ReactNode } from 'react';
import { getTranslator, messagesFor } from '../../shared/i18n/catalogues';
import { CONTACT_THEMES, type ContactTheme } from '../../shared/schemas/forms/contact-form';
import { type OptionValueOf, resolveOptions } from '../../shared/blocks/options';
import { SlotRichText, SlotText } from '../_shared/slots';
import { WARNING_OUTLINE } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { Island } from '../_shared/island/Island';
import { contactFormDefinition as definition } from '../../shared/blocks/contact-form/definition';

type ThemeSwitches = { [K in ContactTheme]: OptionValueOf<(typeof definition.options)[K]> };

/** The themes whose option is on, in catalogue order. */
export function enabledThemes(options: ThemeSwitches): ContactTheme[] {
  return CONTACT_THEMES.filter((theme) => options[theme]);
}

/**
 * Server view of the contact form: heading and intro as editable slots, then the client island
 * with serializable props only (group id, locale, offered themes, the `forms` texts in the page language).
 */
export function ContactFormBlock({ group, ctx }: BlockRenderProps): ReactNode {
  const themes = enabledThemes(resolveOptions(definition, group));
  const slot = { group, ctx };
  const edit = ctx.mode === 'edit';
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
      </div>
      {themes.length === 0 ? (
        // Without any theme the form could never be sent: visitors get no form, editors a hint.
        edit ? (
          <p data-warning="no themes" className={`rounded-lg px-4 py-3 ${WARNING_OUTLINE}`}>
            {getTranslator(ctx.locale, 'forms')('contact.noThemes')}
          </p>
        ) : null
      ) : (
        <Island
          name="contactForm"
          groupId={group.id}
          locale={ctx.locale}
          themes={themes}
          messages={messagesFor(ctx.locale, 'forms')}
          preview={edit}
          returned={ctx.formReturn?.groupId === group.id ? ctx.formReturn : null}
        />
      )}
    </div>
  );
}

import { CONTACT_THEMES, type ContactTheme } from '../../content/form-options';
import type { BlockDefinition, OptionDefinition } from '../types';

type ThemeOptions = { [K in ContactTheme]: { type: 'checkbox'; default: true } };

/** One checkbox per theme, named exactly like the theme (the server reads them to accept a theme). */
const themeOptions = Object.fromEntries(CONTACT_THEMES.map((theme) => [theme, { type: 'checkbox', default: true } satisfies OptionDefinition])) as ThemeOptions;

/**
 * The contact and appointment request form (spec §3.5, §4.1, §5.2), "contact form" in the
 * add-section dialog's Content category (editor-core §2). The spec does not restrict it to
 * health-optics businesses, so it is offered to every site.
 */
export const contactFormDefinition = {
  type: 'contactForm',
  category: 'content',
  slots: {
    title: { kind: 'text' },
    description: { kind: 'richText' },
  },
  options: {
    ...themeOptions,
    contactEmail: {
      type: 'text',
      default: '',
    },
  },
} as const satisfies BlockDefinition;

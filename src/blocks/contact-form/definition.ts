import { CONTACT_THEMES, type ContactTheme } from '../../shared/schemas/forms/contact-form';
import type { BlockDefinition, EditorLabel, OptionDefinition } from '../types';

/** Editor labels of the theme switches (the visitor-facing labels are in contact-form-labels.ts). */
const THEME_OPTION_LABELS: Record<ContactTheme, EditorLabel> = {
  brillenglasbestimmung: { de: 'Thema: Brillenglasbestimmung', fr: 'Thème : détermination des verres' },
  gesundheitscheck: { de: 'Thema: Augen-Gesundheitscheck', fr: 'Thème : contrôle de santé oculaire' },
  analyseAuge: { de: 'Thema: Analyse des Auges', fr: "Thème : analyse de l'œil" },
  sehtestLernfahrgesuch: { de: 'Thema: Sehtest Lernfahrgesuch', fr: 'Thème : test de vue permis d’élève' },
  neuanpassungKontaktlinsen: { de: 'Thema: Neuanpassung Kontaktlinsen', fr: 'Thème : adaptation de lentilles' },
  kontrolleKontaktlinsen: { de: 'Thema: Kontrolle Kontaktlinsen', fr: 'Thème : contrôle des lentilles' },
  kontaktlinsenAbo: { de: 'Thema: Kontaktlinsen-Abo', fr: 'Thème : abonnement de lentilles' },
  frequentlensDirect: { de: 'Thema: Frequentlens Direct', fr: 'Thème : Frequentlens Direct' },
  brillenberatung: { de: 'Thema: Brillenberatung', fr: 'Thème : conseil en lunettes' },
  brillenservice: { de: 'Thema: Brillenservice', fr: 'Thème : service lunettes' },
  sonnenbrillenberatung: { de: 'Thema: Sonnenbrillenberatung', fr: 'Thème : conseil lunettes de soleil' },
  myopieManagement: { de: 'Thema: Myopie-Management', fr: 'Thème : gestion de la myopie' },
  sonstiges: { de: 'Thema: Sonstiges', fr: 'Thème : autre' },
};

type ThemeOptions = { [K in ContactTheme]: { type: 'checkbox'; label: EditorLabel; default: true } };

/** One checkbox per theme, named exactly like the theme (the server reads them to accept a theme). */
const themeOptions = Object.fromEntries(
  CONTACT_THEMES.map((theme) => [theme, { type: 'checkbox', label: THEME_OPTION_LABELS[theme], default: true } satisfies OptionDefinition]),
) as ThemeOptions;

/**
 * The contact and appointment request form (spec §3.5, §4.1, §5.2), "contact form" in the
 * add-section dialog's Content category (editor-core §2). The spec does not restrict it to
 * health-optics businesses, so it is offered to every site.
 */
export const contactFormDefinition = {
  type: 'contactForm',
  category: 'content',
  label: { de: 'Kontaktformular', fr: 'Formulaire de contact' },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
    description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
  },
  options: {
    ...themeOptions,
    contactEmail: {
      type: 'text',
      label: { de: 'Empfänger-E-Mail (leer = Kontaktadresse der Website)', fr: 'E-mail du destinataire (vide = adresse de contact du site)' },
      default: '',
    },
  },
} as const satisfies BlockDefinition;

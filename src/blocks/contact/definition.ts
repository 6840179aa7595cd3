import { backgroundOption } from '../_shared/cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

const HOURS_HINT = { de: 'z. B. 08:30–12:00, 13:30–18:30; 00:30–00:30 = geschlossen', fr: 'p. ex. 08:30–12:00, 13:30–18:30 ; 00:30–00:30 = fermé' };
const hours = (de: string, fr: string): SlotDefinition => ({ kind: 'text', label: { de: `${de} (${HOURS_HINT.de})`, fr: `${fr} (${HOURS_HINT.fr})` } });

/** Opening-hours slots in weekday order (Monday first); see opening-hours.ts for the format. */
export const HOURS_SLOTS = {
  hoursMon: hours('Montag', 'Lundi'),
  hoursTue: hours('Dienstag', 'Mardi'),
  hoursWed: hours('Mittwoch', 'Mercredi'),
  hoursThu: hours('Donnerstag', 'Jeudi'),
  hoursFri: hours('Freitag', 'Vendredi'),
  hoursSat: hours('Samstag', 'Samedi'),
  hoursSun: hours('Sonntag', 'Dimanche'),
} as const satisfies Record<string, SlotDefinition>;
export const HOURS_SLOT_NAMES = Object.keys(HOURS_SLOTS) as (keyof typeof HOURS_SLOTS)[];

/**
 * Branch contact (spec §2.3, §3.3): address, phone (tel: link, digits only), e-mail (or the
 * emailOverwrite address), an optional map link and, optionally, the opening hours grouped per weekday.
 * Data comes from the block's own slots until directory data exists.
 */
export const contactDefinition = {
  type: 'contact',
  category: 'various',
  label: { de: 'Kontakt & Öffnungszeiten', fr: 'Contact et horaires' },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
    name: { kind: 'text', label: { de: 'Name der Filiale', fr: 'Nom de la succursale' }, required: true },
    street: { kind: 'text', label: { de: 'Strasse', fr: 'Rue' } },
    streetNumber: { kind: 'text', label: { de: 'Hausnummer', fr: 'Numéro' } },
    zip: { kind: 'text', label: { de: 'PLZ', fr: 'NPA' }, format: 'number' },
    city: { kind: 'text', label: { de: 'Ort', fr: 'Localité' } },
    phone: { kind: 'text', label: { de: 'Telefon', fr: 'Téléphone' }, format: 'phone' },
    email: { kind: 'text', label: { de: 'E-Mail', fr: 'E-mail' }, format: 'email' },
    mapLink: { kind: 'button', label: { de: 'Kartenlink', fr: 'Lien vers la carte' } },
    hoursTitle: { kind: 'text', label: { de: 'Titel Öffnungszeiten', fr: 'Titre des horaires' } },
    ...HOURS_SLOTS,
    specialDates: {
      kind: 'text',
      label: { de: 'Spezielle Öffnungszeiten (pro Zeile: 24.12.2025 08:30–12:00)', fr: 'Horaires spéciaux (par ligne : 24.12.2025 08:30–12:00)' },
    },
  },
  options: {
    emailOverwrite: { type: 'text', label: { de: 'Abweichende E-Mail-Adresse', fr: 'Adresse e-mail alternative' }, default: '' },
    showOpeningHours: { type: 'checkbox', label: { de: 'Öffnungszeiten anzeigen', fr: 'Afficher les horaires' }, default: true },
    canton: {
      type: 'text',
      label: { de: 'Kanton für Feiertage (z. B. ZH)', fr: 'Canton pour les jours fériés (p. ex. ZH)' },
      default: '',
      displayConditions: [{ option: 'showOpeningHours', equals: true }],
    },
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

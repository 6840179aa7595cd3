import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { NewField, NewGroup, NewPage } from '../../services/pages/create-page';

/** The two public forms on the demo: the contact form on the contact page, a sponsoring page. */
const t = (de: string, fr: string): NewField => ({ content: { type: 'localizedSingleValue', values: { de, fr } } satisfies FieldContent });
const intro = (de: string, fr: string): NewField => ({
  content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } },
});

/** All 13 themes are on by default; the demo switches one off to show the option at work. */
export const contactFormDemoGroup: NewGroup = {
  type: 'contactForm',
  options: { frequentlensDirect: false },
  fields: {
    title: t('Termin anfragen', 'Demander un rendez-vous'),
    description: intro(
      'Schreiben Sie uns, worum es geht und wann es Ihnen passt – wir bestätigen Ihren Termin so bald wie möglich.',
      'Dites-nous de quoi il s’agit et quand cela vous convient : nous confirmons votre rendez-vous dès que possible.',
    ),
  },
};

/** The sponsoring page of the aspect event; the second standing lunch is already taken. */
export const sponsorPage: NewPage = {
  slug: { de: 'sponsoring', fr: 'sponsoring' },
  name: { de: 'Sponsoring', fr: 'Sponsoring' },
  description: { de: 'Sponsoring-Pakete für den aspect-Anlass buchen.', fr: 'Réserver un paquet de sponsoring pour l’événement aspect.' },
  groups: [
    {
      type: 'aspectSponsorForm',
      options: { stehlunch2Booked: true },
      fields: {
        title: t('Sponsoring aspect', 'Sponsoring aspect'),
        description: intro(
          'Präsentieren Sie Ihr Unternehmen am aspect-Anlass. Wählen Sie Ihre Optionen – das Total sehen Sie sofort.',
          'Présentez votre entreprise lors de l’événement aspect. Choisissez vos options : le total s’affiche aussitôt.',
        ),
        closedText: intro('Die Buchung für dieses Jahr ist abgeschlossen.', 'Les réservations pour cette année sont closes.'),
      },
    },
  ],
};

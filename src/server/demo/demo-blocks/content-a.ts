import type { LinkValue } from '../../../shared/content/links';
import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import type { NewField, NewGroup } from '../../services/pages/create-page';

/**
 * Demo sections for multiCta, textOnImage, imageBoard (whose cards are its numbered slots) and
 * imageCollage, in de and fr. No media here: the pages that show them add the seeded images (offer.ts, catalogue.ts).
 */
const text = (de: string, fr: string): FieldContent => ({ type: 'localizedSingleValue', values: { de, fr } satisfies Localized<string> });
const rich = (de: string, fr: string): FieldContent => ({
  type: 'localizedRichText',
  values: { de: richTextValue([de]), fr: richTextValue([fr]) },
});
const button = (de: string, fr: string, link: LinkValue): NewField => ({ content: text(de, fr), options: { link } });
const phone: LinkValue = { type: 'phone', phone: '+41 52 123 45 67' };
const email: LinkValue = { type: 'email', email: 'info@optik-muster.ch' };

export const contentADemoGroups: NewGroup[] = [
  {
    type: 'multiCta',
    options: { alignment: 'center', background: 'secondary' },
    fields: {
      kicker: { content: text('Service', 'Service') },
      title: { content: text('Wie dürfen wir helfen?', 'Comment pouvons-nous vous aider ?') },
      title1: { content: text('Sehtest', 'Examen de la vue') },
      description1: {
        content: rich('In 20 Minuten wissen Sie, wie gut Sie sehen – kostenlos.', 'En 20 minutes, vous savez comment vous voyez – gratuitement.'),
      },
      button1: button('Anrufen', 'Appeler', phone),
      title2: { content: text('Kontaktlinsen', 'Lentilles de contact') },
      description2: { content: rich('Anpassung, Probetragen und Nachkontrolle aus einer Hand.', 'Adaptation, essai et contrôle au même endroit.') },
      button2: button('Schreiben Sie uns', 'Écrivez-nous', email),
      title3: { content: text('Reparaturen', 'Réparations') },
      description3: { content: rich('Schrauben, Bügel, Gläser: oft noch am selben Tag.', 'Vis, branches, verres : souvent le jour même.') },
      button3: button('Vorbeikommen', 'Passez nous voir', { type: 'url', url: 'https://www.openstreetmap.org/search?query=Marktgasse%2012%20Winterthur' }),
    },
  },
  {
    type: 'textOnImage',
    options: { textPosition: 'center-left', overlay: 'header' },
    fields: {
      kicker: { content: text('Neu im Laden', 'Nouveau en magasin') },
      title: { content: text('Die Herbstkollektion ist da', "La collection d'automne est arrivée") },
      description: {
        content: rich(
          'Leichte Titanfassungen und warme Farben – probieren Sie sie bei uns an.',
          'Montures légères en titane et couleurs chaudes – venez les essayer chez nous.',
        ),
      },
      button1: button('Termin vereinbaren', 'Prendre rendez-vous', phone),
    },
  },
  {
    type: 'imageBoard',
    options: { columnLayout: 'three', imageFormat: 'portrait', objectFit: 'cover', background: 'transparent' },
    fields: {
      title: { content: text('Unsere Marken', 'Nos marques') },
      description: { content: rich('Eine Auswahl der Kollektionen, die Sie bei uns finden.', 'Une sélection des collections que vous trouverez chez nous.') },
      title1: { content: text('Klassisch', 'Classique') },
      description1: { content: rich('Zeitlose Formen aus Acetat.', 'Des formes intemporelles en acétate.') },
      title2: { content: text('Sportlich', 'Sportif') },
      description2: { content: rich('Sonnenbrillen mit Korrektur für draussen.', 'Lunettes de soleil correctrices pour le plein air.') },
      title3: { content: text('Für Kinder', 'Pour enfants') },
      description3: { content: rich('Robust, biegsam und bunt.', 'Robustes, flexibles et colorées.') },
      button3: button('Beratung anfragen', 'Demander conseil', email),
    },
  },
  {
    type: 'imageCollage',
    options: { imageCount: 5, background: 'background' },
    fields: {
      title: { content: text('Ein Blick in unseren Laden', 'Un aperçu de notre magasin') },
    },
  },
];

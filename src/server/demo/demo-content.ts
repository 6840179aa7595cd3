import type { LinkValue } from '../../shared/content/links';
import { richTextValue } from '../../shared/content/rich-text';
import type { FieldContent } from '../../shared/content/types';
import type { Localized } from '../../shared/locales';
import type { NewField, NewPage } from '../services/pages/create-page';
import { contactFormDemoGroup } from './demo-blocks/forms';

const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const rich = (de: Parameters<typeof richTextValue>[0], fr: Parameters<typeof richTextValue>[0]): FieldContent => ({
  type: 'localizedRichText',
  values: { de: richTextValue(de), fr: richTextValue(fr) },
});
const button = (label: Localized<string>, link: LinkValue): NewField => ({ content: text(label), options: { link } });

/** The demo optician's pages; `pageIds` lets buttons link to pages created before them. */
export function demoPages(pageIds: { contact?: string }): Record<'home' | 'contact' | 'imprint' | 'privacy', NewPage> {
  const contactLink: LinkValue = pageIds.contact ? { type: 'page', page: { id: pageIds.contact } } : { type: 'phone', phone: '+41 52 123 45 67' };
  return {
    contact: {
      slug: { de: 'kontakt', fr: 'contact' },
      name: { de: 'Kontakt', fr: 'Contact' },
      description: { de: 'So erreichen Sie Optik Muster in Winterthur.', fr: 'Comment joindre Optik Muster à Winterthour.' },
      specialKey: '~contact',
      role: 'contact',
      groups: [
        {
          type: 'hero',
          options: { alignment: 'left', textSize: 'medium', background: 'primary' },
          fields: {
            kicker: { content: text({ de: 'Kontakt', fr: 'Contact' }) },
            title: { content: text({ de: 'Wir sind für Sie da', fr: 'Nous sommes là pour vous' }) },
            subtitle: { content: rich(['Marktgasse 12, 8400 Winterthur'], ['Marktgasse 12, 8400 Winterthour']) },
          },
        },
        {
          type: 'richTextBlock',
          options: { alignment: 'left', columnWidth: 'narrow' },
          fields: {
            title: { content: text({ de: 'Öffnungszeiten', fr: "Heures d'ouverture" }) },
            textBlock: {
              content: rich(
                [{ bullets: ['Montag bis Freitag: 9.00–18.30 Uhr', 'Samstag: 9.00–16.00 Uhr'] }, 'Termine ausserhalb der Öffnungszeiten auf Anfrage.'],
                [{ bullets: ['Du lundi au vendredi : 9 h 00–18 h 30', 'Samedi : 9 h 00–16 h 00'] }, 'Rendez-vous en dehors des heures sur demande.'],
              ),
            },
          },
        },
        {
          type: 'cta',
          options: { alignment: 'center', background: 'secondary' },
          fields: {
            title: { content: text({ de: 'Rufen Sie uns an', fr: 'Appelez-nous' }) },
            button1: button({ de: '052 123 45 67', fr: '052 123 45 67' }, { type: 'phone', phone: '+41 52 123 45 67' }),
          },
        },
        contactFormDemoGroup,
      ],
    },
    home: {
      slug: { de: 'home', fr: 'accueil' },
      name: { de: 'Startseite', fr: 'Accueil' },
      description: {
        de: 'Ihr Optiker in Winterthur: Brillen, Kontaktlinsen und Sehtests.',
        fr: 'Votre opticien à Winterthour : lunettes, lentilles et examens de la vue.',
      },
      specialKey: '~home',
      role: 'home',
      groups: [
        {
          type: 'hero',
          options: { alignment: 'left', textSize: 'large', background: 'header', fullHeight: false },
          fields: {
            kicker: { content: text({ de: 'Optik Muster · Winterthur', fr: 'Optik Muster · Winterthour' }) },
            title: { content: text({ de: 'Gut sehen, gut aussehen', fr: 'Bien voir, bien paraître' }) },
            subtitle: {
              content: rich(
                ['Brillen, Kontaktlinsen und Sehtests – persönlich beraten seit 1987.'],
                ['Lunettes, lentilles de contact et examens de la vue – conseils personnalisés depuis 1987.'],
              ),
            },
            button1: button({ de: 'Termin vereinbaren', fr: 'Prendre rendez-vous' }, contactLink),
            button2: button({ de: 'Anrufen', fr: 'Appeler' }, { type: 'phone', phone: '+41 52 123 45 67' }),
          },
        },
        { type: 'spacer', options: { height: 2, showDivider: false } },
        {
          type: 'richTextBlock',
          options: { alignment: 'left', columnWidth: 'narrow' },
          fields: {
            title: { content: text({ de: 'Willkommen bei Optik Muster', fr: 'Bienvenue chez Optik Muster' }) },
            textBlock: {
              content: rich(
                [
                  'Wir messen Ihre Augen mit modernsten Geräten und finden mit Ihnen die Fassung, die zu Ihnen passt.',
                  { bullets: ['Augenprüfung in 30 Minuten', 'Kontaktlinsen-Anpassung', 'Sonnenbrillen mit Korrektur'] },
                ],
                [
                  'Nous mesurons votre vue avec des appareils modernes et trouvons avec vous la monture qui vous ressemble.',
                  { bullets: ['Examen de la vue en 30 minutes', 'Adaptation de lentilles', 'Lunettes de soleil correctrices'] },
                ],
              ),
            },
          },
        },
        { type: 'spacer', options: { height: 3, showDivider: true } },
        {
          type: 'cta',
          options: { alignment: 'center', background: 'primary' },
          fields: {
            kicker: { content: text({ de: 'Neu', fr: 'Nouveau' }) },
            title: { content: text({ de: 'Kostenloser Sehtest im November', fr: 'Examen de la vue gratuit en novembre' }) },
            description: { content: rich(['Vereinbaren Sie jetzt Ihren Termin.'], ['Prenez rendez-vous dès maintenant.']) },
            button1: button({ de: 'Kontakt aufnehmen', fr: 'Nous contacter' }, contactLink),
          },
        },
      ],
    },
    imprint: {
      slug: { de: 'impressum', fr: 'mentions-legales' },
      name: { de: 'Impressum', fr: 'Mentions légales' },
      specialKey: '~imprint',
      role: 'imprint',
      groups: [
        {
          type: 'richTextBlock',
          options: { alignment: 'left', columnWidth: 'narrow' },
          fields: {
            title: { content: text({ de: 'Impressum', fr: 'Mentions légales' }) },
            textBlock: {
              content: rich(
                ['Optik Muster GmbH', 'Marktgasse 12, 8400 Winterthur', 'UID: CHE-123.456.789'],
                ['Optik Muster Sàrl', 'Marktgasse 12, 8400 Winterthour', 'IDE : CHE-123.456.789'],
              ),
            },
          },
        },
      ],
    },
    privacy: {
      slug: { de: 'datenschutz', fr: 'protection-des-donnees' },
      name: { de: 'Datenschutz', fr: 'Protection des données' },
      specialKey: '~privacy',
      role: 'privacy',
      groups: [
        {
          type: 'richTextBlock',
          options: { alignment: 'left', columnWidth: 'narrow' },
          fields: {
            title: { content: text({ de: 'Datenschutzerklärung', fr: 'Déclaration de protection des données' }) },
            textBlock: {
              content: rich(
                ['Wir bearbeiten Personendaten nur, soweit es für unsere Dienstleistungen nötig ist.', 'Diese Website setzt keine Tracking-Cookies.'],
                ['Nous ne traitons des données personnelles que dans la mesure nécessaire à nos services.', "Ce site n'utilise pas de cookies de suivi."],
              ),
            },
          },
        },
      ],
    },
  };
}

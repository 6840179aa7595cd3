import { DEMO_BRANCH_IDS } from '../demo-business';
import type { LinkValue } from '../../../shared/content/links';
import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import type { NewField, NewGroup } from '../../services/pages/create-page';

/** Demo instances of the contact block (with opening hours) and the courses block, in de and fr. */
const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const t = (de: string, fr: string): NewField => ({ content: text({ de, fr }) });
const plain = (value: string): NewField => ({ content: { type: 'single', value } });
const intro = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });
const button = (de: string, fr: string, link: LinkValue): NewField => ({ content: text({ de, fr }), options: { link } });
const map: LinkValue = { type: 'url', url: 'https://www.openstreetmap.org/search?query=Marktgasse%2012%208400%20Winterthur' };
const phone: LinkValue = { type: 'phone', phone: '+41 52 123 45 67' };

export const contentDDemoGroups: NewGroup[] = [
  {
    type: 'contact',
    // The branch's data (address, contact, opening hours) replaces the slots.
    options: { branch: [DEMO_BRANCH_IDS.altstadt], showOpeningHours: true, canton: 'ZH', emailOverwrite: '', background: 'background' },
    fields: {
      title: t('Besuchen Sie uns', 'Rendez-nous visite'),
      name: plain('Optik Muster'),
      street: plain('Marktgasse'),
      streetNumber: plain('12'),
      zip: plain('8400'),
      city: plain('Winterthur'),
      phone: plain('052 123 45 67'),
      email: plain('info@optik-muster.ch'),
      mapLink: button('Auf der Karte zeigen', 'Voir sur la carte', map),
      hoursTitle: t('Öffnungszeiten', "Heures d'ouverture"),
    },
  },
  {
    type: 'courses',
    options: { alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Kurse und Workshops', 'Cours et ateliers'),
      description: intro('Lernen Sie bei uns, wie Sie Ihre Augen gut pflegen.', 'Apprenez chez nous à bien prendre soin de vos yeux.'),
      title1: t('Kontaktlinsen für Einsteiger', 'Lentilles de contact pour débutants'),
      date1: plain('2026-03-14'),
      duration1: t('2 Stunden', '2 heures'),
      cost1: plain('45'),
      description1: t(
        'Einsetzen, herausnehmen, reinigen: Wir zeigen Ihnen Schritt für Schritt den sicheren Umgang mit Kontaktlinsen – inklusive Probelinsen und Pflegeset zum Mitnehmen.',
        'Mettre, retirer, nettoyer : nous vous montrons pas à pas comment manipuler vos lentilles en toute sécurité – lentilles d’essai et kit d’entretien inclus.',
      ),
      button1: button('Anmelden', "S'inscrire", phone),
      title2: t('Bildschirmarbeit ohne müde Augen', 'Travail sur écran sans fatigue oculaire'),
      date2: plain('2026-04-22'),
      duration2: t('90 Minuten', '90 minutes'),
      description2: t(
        'Tipps für Arbeitsplatz, Licht und Pausen sowie ein kurzer Sehtest für die Bildschirmdistanz. Kostenlos für unsere Kundinnen und Kunden.',
        'Conseils pour le poste de travail, la lumière et les pauses, avec un court examen de la vue à distance d’écran. Gratuit pour notre clientèle.',
      ),
      title3: t('Sehen im Strassenverkehr', 'Bien voir sur la route'),
      date3: plain('2026-05-09'),
      duration3: t('1 Stunde', '1 heure'),
      cost3: plain('20'),
      description3: t(
        'Blendung, Dämmerung, Nachtfahrten: was Autofahrerinnen und Autofahrer über ihr Sehen wissen sollten.',
        'Éblouissement, crépuscule, conduite de nuit : ce que les conducteurs doivent savoir sur leur vue.',
      ),
    },
  },
];

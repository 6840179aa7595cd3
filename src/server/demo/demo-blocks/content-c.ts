import type { LinkValue } from '../../../shared/content/links';
import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import type { NewField, NewGroup } from '../../services/pages/create-page';

/** Demo instances of the announcement bar and bubble and the go feed (board and card) and full-screen slides in de and fr; no images needed. */
const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const t = (de: string, fr: string): NewField => ({ content: text({ de, fr }) });
const intro = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });
const button = (de: string, fr: string, link: LinkValue): NewField => ({ content: text({ de, fr }), options: { link } });
const phone: LinkValue = { type: 'phone', phone: '+41 52 123 45 67' };
const email: LinkValue = { type: 'email', email: 'info@example.ch' };
const web: LinkValue = { type: 'url', url: 'https://example.ch' };

export const contentCDemoGroups: NewGroup[] = [
  {
    type: 'announcementBar',
    options: { background: 'primary', alignment: 'center', dismissible: true },
    fields: {
      text: t('Neu: Sehtests auch am Samstagvormittag.', 'Nouveau : examens de la vue aussi le samedi matin.'),
      link: button('Jetzt anrufen', 'Appeler maintenant', phone),
    },
  },
  {
    type: 'announcementBubble',
    options: { position: 'right', background: 'secondary', dismissible: true },
    fields: {
      text: t('20 % auf Sonnenbrillen', '20 % sur les lunettes de soleil'),
      link: button('Mehr erfahren', 'En savoir plus', web),
    },
  },
  {
    type: 'goFeed',
    options: { columnLayout: 'three', alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Direkt zu', 'Accès direct'),
      description: intro('Die wichtigsten Wege zu uns.', 'Les chemins les plus importants vers nous.'),
      title1: t('Termin vereinbaren', 'Prendre rendez-vous'),
      description1: t('Rufen Sie uns an – wir finden einen passenden Termin.', 'Appelez-nous, nous trouverons un moment qui vous convient.'),
      button1: button('Anrufen', 'Appeler', phone),
      title2: t('Fragen per E-Mail', 'Questions par e-mail'),
      description2: t('Wir antworten in der Regel am selben Tag.', 'Nous répondons en général le jour même.'),
      button2: button('E-Mail schreiben', 'Écrire un e-mail', email),
      title3: t('Online-Shop', 'Boutique en ligne'),
      description3: t('Kontaktlinsen und Pflegemittel bequem nachbestellen.', "Recommandez facilement lentilles et produits d'entretien."),
      button3: button('Zum Shop', 'Vers la boutique', web),
    },
  },
  {
    type: 'goFeedCard',
    fields: {
      title: t('Brillenversicherung', 'Assurance lunettes'),
      description: t('Schutz bei Bruch und Verlust – fragen Sie uns.', 'Protection en cas de casse et de perte – renseignez-vous.'),
      button: button('Nachfragen', 'Se renseigner', email),
    },
  },
  {
    type: 'slides',
    options: { background: 'header' },
    fields: {
      title1: t('Gut sehen, gut aussehen', 'Bien voir, bien paraître'),
      description1: t('Ihr Optiker mit Herz und Handwerk.', 'Votre opticien, avec cœur et savoir-faire.'),
      title2: t('Persönliche Beratung', 'Conseil personnalisé'),
      description2: t('Wir nehmen uns Zeit für Ihre Augen.', 'Nous prenons le temps pour vos yeux.'),
      title3: t('Besuchen Sie uns', 'Rendez-nous visite'),
      button3: button('Anrufen', 'Appeler', phone),
    },
  },
];

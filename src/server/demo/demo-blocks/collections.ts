import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import type { NewField, NewGroup, NewPage } from '../../services/pages/create-page';

/**
 * Demo collection pages (team members, testimonials) with their detail groups, and the containers
 * listing them, in de and fr. The lead creates and publishes the pages and places the groups.
 */
const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const t = (de: string, fr: string): NewField => ({ content: text({ de, fr }) });
const same = (value: string): NewField => ({ content: text({ de: value, fr: value }) });
const rich = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });

function teamMember(slug: string, name: string, role: [string, string], email: string, about: [string, string]): NewPage {
  return {
    slug: { de: slug, fr: slug },
    name: { de: name, fr: name },
    collection: 'team',
    groups: [{ type: 'teamDetails', fields: { name: same(name), function: t(...role), email: same(email), description: rich(...about) } }],
  };
}

export const teamPages: NewPage[] = [
  teamMember('sandra-keller', 'Sandra Keller', ['Inhaberin, Augenoptikermeisterin', 'Propriétaire, maître opticienne'], 'sandra@demo-optik.ch', [
    'Sandra führt das Geschäft seit 2009 und berät am liebsten bei Gleitsichtbrillen.',
    'Sandra dirige le magasin depuis 2009 et conseille volontiers pour les verres progressifs.',
  ]),
  teamMember('marco-brunner', 'Marco Brunner', ['Optometrist', 'Optométriste'], 'marco@demo-optik.ch', [
    'Marco misst Ihre Augen genau aus und passt Kontaktlinsen an.',
    'Marco mesure vos yeux avec précision et adapte les lentilles de contact.',
  ]),
  teamMember('lea-favre', 'Léa Favre', ['Augenoptikerin', 'Opticienne'], 'lea@demo-optik.ch', [
    'Léa kennt jede Fassung im Laden und findet die passende für Ihr Gesicht.',
    'Léa connaît chaque monture du magasin et trouve celle qui vous va.',
  ]),
];

function testimonial(slug: Localized<string>, name: string, quote: [string, string]): NewPage {
  return {
    slug,
    name: { de: name, fr: name },
    collection: 'testimonial',
    groups: [{ type: 'testimonialDetails', fields: { name: same(name), quote: rich(...quote) } }],
  };
}

export const testimonialPages: NewPage[] = [
  testimonial({ de: 'ruth-m', fr: 'ruth-m' }, 'Ruth M.', [
    'Kompetente Beratung und viel Geduld – meine neue Brille sitzt perfekt.',
    'Des conseils compétents et beaucoup de patience – mes nouvelles lunettes sont parfaites.',
  ]),
  testimonial({ de: 'thomas-r', fr: 'thomas-r' }, 'Thomas R.', [
    'Schneller Service: Die Kontaktlinsen waren nach zwei Tagen da.',
    'Service rapide : les lentilles sont arrivées en deux jours.',
  ]),
];

export const collectionsDemoGroups: NewGroup[] = [
  {
    type: 'teamContainer',
    options: { layout: 'split', columnLayout: 'three', imageFormat: 'portrait', alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Unser Team', 'Notre équipe'),
      description: rich('Lernen Sie die Menschen kennen, die Sie bei uns beraten.', 'Faites connaissance avec les personnes qui vous conseillent.'),
    },
  },
  {
    type: 'testimonialsContainer',
    options: { columnLayout: 'three', alignment: 'center', background: 'background' },
    fields: { title: t('Das sagen unsere Kundinnen und Kunden', 'Ce que disent nos clients') },
  },
];

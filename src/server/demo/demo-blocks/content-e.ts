import { richTextValue } from '../../../shared/content/rich-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import { DEMO_BRANCH_IDS } from '../../services/feeds/offline';
import type { NewField, NewGroup } from '../../services/pages/create-page';

/** Demo instances of the external-feed blocks (branch reviews, Instagram) in de and fr; data from the offline feed provider. */
const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const t = (de: string, fr: string): NewField => ({ content: text({ de, fr }) });
const intro = (de: string, fr: string): NewField => ({ content: { type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } } });

export const contentEDemoGroups: NewGroup[] = [
  {
    type: 'reviewSlider',
    options: { location: [...DEMO_BRANCH_IDS], alignment: 'center', background: 'background' },
    fields: {
      title: t('Das sagen unsere Kundinnen und Kunden', 'Ce que disent nos clients'),
      description: intro('Bewertungen aus unseren Filialen in Winterthur und Zürich.', 'Avis de nos magasins de Winterthour et Zurich.'),
    },
  },
  {
    type: 'instagramFeed',
    options: { columnLayout: 'three', limit: 6, alignment: 'left', background: 'transparent' },
    fields: {
      title: t('Folgen Sie uns auf Instagram', 'Suivez-nous sur Instagram'),
    },
  },
];

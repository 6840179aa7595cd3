import { richTextValue } from '../../../../shared/content/rich-text';
import type { NewPage } from '../../../services/pages/create-page';

/**
 * The demo site's search page (special key `search`): a short hero; the results section is
 * rendered below the blocks by the live route. The lead merges this into the demo pages.
 */
export const searchPage: NewPage = {
  slug: { de: 'search', fr: 'search' },
  name: { de: 'Suche', fr: 'Recherche' },
  description: { de: 'Durchsuchen Sie die Seiten von Optik Muster.', fr: 'Recherchez dans les pages d’Optik Muster.' },
  specialKey: 'search',
  role: 'search',
  groups: [
    {
      type: 'hero',
      options: { alignment: 'left', textSize: 'small', background: 'primary' },
      fields: {
        title: { content: { type: 'localizedSingleValue', values: { de: 'Suche', fr: 'Recherche' } } },
        subtitle: {
          content: {
            type: 'localizedRichText',
            values: {
              de: richTextValue(['Brillen, Kontaktlinsen, Sehtests – finden Sie, was Sie suchen.']),
              fr: richTextValue(['Lunettes, lentilles, examens de la vue : trouvez ce que vous cherchez.']),
            },
          },
        },
      },
    },
  ],
};

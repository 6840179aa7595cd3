import type { NewPage } from '../../services/pages/create-page';

/**
 * The demo site's search page (special key `search`): no sections of its own, so the results the
 * live route renders at the top of the page come first (a hero above them pushed them off screen).
 */
export const searchPage: NewPage = {
  slug: { de: 'search', fr: 'search' },
  name: { de: 'Suche', fr: 'Recherche' },
  description: { de: 'Durchsuchen Sie die Seiten von Optik Muster.', fr: 'Recherchez dans les pages d’Optik Muster.' },
  specialKey: 'search',
  role: 'search',
  groups: [],
};

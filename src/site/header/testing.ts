import type { PageSummary, SiteChrome } from '@/shared/content/site-chrome';
import { parseSettings } from '@/shared/content/settings';
import type { NavigationState } from '@/shared/content/types';

/** A site chrome for header and footer tests; never imported by runtime code. */
export function makeChrome(
  overrides: { settings?: unknown; navigation?: NavigationState; pages?: [string, PageSummary][]; business?: SiteChrome['business'] } = {},
): SiteChrome {
  const page = (slug: string, name: string, extra: Partial<PageSummary> = {}): PageSummary => ({
    slug: { de: slug, fr: slug },
    collection: null,
    specialKey: null,
    name: { de: name, fr: `${name} (fr)` },
    disallowedLanguages: [],
    status: 'published',
    liveLanguages: null,
    ...extra,
  });
  const pages = new Map<string, PageSummary>([
    ['home', page('start', 'Startseite', { specialKey: '~home' })],
    ['contact', page('kontakt', 'Kontakt', { specialKey: '~contact' })],
    ['offer', page('angebot', 'Angebot')],
    ['glasses', page('brillen', 'Brillen')],
    ['lenses', page('linsen', 'Kontaktlinsen')],
    ['de-only', page('nur-deutsch', 'Nur Deutsch', { disallowedLanguages: ['fr'] })],
    ['team', page('team', 'Team')],
    ['imprint', page('impressum', 'Impressum', { specialKey: '~imprint' })],
    ['privacy', page('datenschutz', 'Datenschutz', { specialKey: '~privacy' })],
    ['terms', page('agb', 'AGB', { specialKey: '~terms' })],
    ...(overrides.pages ?? []),
  ]);
  const item = (id: string, pageId: string) => ({ id, pageId, appearance: 'default' as const });
  const navigation: NavigationState = overrides.navigation ?? {
    containers: [
      { id: 'c-home', label: { de: 'Startseite', fr: 'Accueil' }, pageId: 'home', children: [] },
      { id: 'c-offer', label: { de: 'Angebot', fr: 'Offre' }, pageId: 'offer', children: [item('i1', 'glasses'), item('i2', 'lenses'), item('i3', 'de-only')] },
      { id: 'c-about', label: { de: 'Über uns', fr: 'À propos' }, pageId: null, children: [item('i4', 'team')] },
      { id: 'c-contact', label: { de: 'Kontakt', fr: 'Contact' }, pageId: 'contact', children: [] },
    ],
  };
  return { settings: parseSettings(overrides.settings ?? {}), navigation, pages, business: overrides.business ?? { companyName: '', branches: [] } };
}

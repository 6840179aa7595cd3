import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Locale, Localized } from '../../../shared/locales';
import type { NewGroup } from './create-page';

const sameInEvery = (locales: readonly Locale[], value: string): Localized<string> => Object.fromEntries(locales.map((locale) => [locale, value]));

/**
 * The boxes a new page starts with (editor-panels §5 "Creating a page"): a collection item gets the
 * details box its container reads (team → teamDetails, testimonial → testimonialDetails; a service
 * page is a text box with its title, as the demo's), a free page a hero with its name as title.
 */
export function presetGroups(options: { collection: ActiveCollection | null; name: string; locales: readonly Locale[] }): NewGroup[] {
  const title = { content: { type: 'localizedSingleValue' as const, values: sameInEvery(options.locales, options.name) } };
  switch (options.collection) {
    case 'team':
      return [{ type: 'teamDetails', fields: { name: title } }];
    case 'testimonial':
      return [{ type: 'testimonialDetails', fields: { name: title } }];
    case 'service':
      return [{ type: 'richTextBlock', fields: { title } }];
    default:
      return [{ type: 'hero', fields: { title } }];
  }
}

export { sameInEvery };

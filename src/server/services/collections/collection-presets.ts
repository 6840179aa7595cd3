import type { Locale } from '../../../shared/locales';
import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { NewGroup } from '../pages/create-page';

/**
 * The boxes a new collection page starts with (issue 13 "Add an item"): the detail box its
 * container reads, with the name filled in the editor's language. Services have no detail type:
 * like the demo's service pages they start as a text box titled with the name.
 */
export function collectionPreset(collection: ActiveCollection, locale: Locale, name: string): NewGroup[] {
  const text = { content: { type: 'localizedSingleValue' as const, values: { [locale]: name } } };
  switch (collection) {
    case 'team':
      return [{ type: 'teamDetails', fields: { name: text } }];
    case 'testimonial':
      return [{ type: 'testimonialDetails', fields: { name: text } }];
    case 'service':
      return [{ type: 'richTextBlock', fields: { title: text } }];
  }
}

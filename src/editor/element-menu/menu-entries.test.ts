import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import type { BlockDefinition } from '@/shared/blocks/types';
import { containerCollection, linkOptionsOf, menuEntries } from './menu-entries';

function definition(type: string): BlockDefinition {
  const found = getBlockDefinition(type);
  if (!found) throw new Error(`no block ${type}`);
  return found;
}

describe('menuEntries', () => {
  it('gives container boxes the collection editor', () => {
    expect(menuEntries(definition('teamContainer'), { pageCollection: null })).toContain('editCollection');
    expect(containerCollection(definition('servicesContainer'))).toBe('service');
    expect(menuEntries(definition('hero'), { pageCollection: null })).not.toContain('editCollection');
  });

  it('gives gallery boxes the bulk upload and not boxes without a bulk option', () => {
    expect(menuEntries(definition('mediaGallery'), { pageCollection: null })).toContain('bulkUpload');
    expect(menuEntries(definition('hero'), { pageCollection: null })).not.toContain('bulkUpload');
  });

  it('offers links for boxes with buttons and media for boxes with media slots', () => {
    const hero = menuEntries(definition('hero'), { pageCollection: null });
    expect(hero).toEqual(expect.arrayContaining(['options', 'linkOptions', 'media', 'fieldVisibility', 'moveUp', 'moveDown', 'languageVisibility']));
    expect(menuEntries(definition('mediaGallery'), { pageCollection: null })).not.toContain('linkOptions');
  });

  it('keeps link options apart from the other options', () => {
    for (const option of Object.values(linkOptionsOf(definition('hero')))) expect(['link', 'bookingLink']).toContain(option.type);
  });

  it('links detail boxes on a collection page to editing that page', () => {
    expect(menuEntries(definition('teamDetails'), { pageCollection: 'team' })).toContain('editPage');
    expect(menuEntries(definition('teamDetails'), { pageCollection: null })).not.toContain('editPage');
  });
});

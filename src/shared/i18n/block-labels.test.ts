import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../blocks/definitions';
import type { OptionDefinition } from '../blocks/types';
import { type BlockLabelMessages, blockLabels } from './block-labels';
import { catalogueFile } from './catalogues';
import { EDITOR_LOCALES } from './config';

/**
 * Definitions carry no labels: the editor names a block type, its slots and its options from the
 * `editorBlocks` catalogue (enumerated option values from `editorOptions.values`), and shows the
 * bare key ("image3", "textSize") when an entry is missing.
 * Each editor language's own file is read (not the merged catalogue, whose fallback would hide a
 * missing entry behind the German one).
 */
describe('editor labels of the blocks', () => {
  for (const locale of EDITOR_LOCALES) {
    it(`names every block type, slot and option in ${locale}`, () => {
      const file = catalogueFile(locale, 'editorBlocks');
      expect(file, `src/shared/i18n/messages/${locale}/editorBlocks.json`).toBeDefined();
      const labels = blockLabels(file as unknown as BlockLabelMessages, locale);
      const missing: string[] = [];
      for (const [type, definition] of Object.entries(blockDefinitions)) {
        if (labels.type(type) === type) missing.push(`types.${type}.label`);
        for (const slot of Object.keys(definition.slots)) if (labels.slot(type, slot) === slot) missing.push(`${type}: slot ${slot}`);
        for (const option of Object.keys(definition.options)) if (labels.option(type, option) === option) missing.push(`${type}: option ${option}`);
      }
      expect(
        missing,
        `add these to src/shared/i18n/messages/${locale}/editorBlocks.json (shared names under slots/options, own ones under types.{type})`,
      ).toEqual([]);
    });

    it(`names every enumerated option value in ${locale}`, () => {
      const values = (catalogueFile(locale, 'editorOptions') as { values?: Record<string, string> } | undefined)?.values ?? {};
      const missing = Object.entries(blockDefinitions).flatMap(([type, definition]) =>
        Object.entries(definition.options as Record<string, OptionDefinition>).flatMap(([option, rule]) =>
          (rule.values ?? []).filter((value) => !Object.hasOwn(values, value)).map((value) => `${type}: ${option} = ${value}`),
        ),
      );
      expect(missing, `add these under "values" in src/shared/i18n/messages/${locale}/editorOptions.json`).toEqual([]);
    });
  }

  it('reports a slot or option without a name (the check can fail)', () => {
    const file = catalogueFile('de', 'editorBlocks') as unknown as BlockLabelMessages;
    const labels = blockLabels(file, 'de');
    expect(labels.slot('hero', 'noSuchSlot')).toBe('noSuchSlot');
    expect(labels.option('hero', 'noSuchOption')).toBe('noSuchOption');
    expect(labels.slot('hero', 'title3')).not.toBe('title3');
  });
});

import type { Locale } from '../locales';
import type { NamespaceMessages } from './catalogues';
import { createT } from './translator';

export type BlockLabelMessages = NamespaceMessages<'editorBlocks'>;

/**
 * Names of block types, categories, slots and options for the editor UI, from the `editorBlocks`
 * catalogue — definitions carry no labels. A slot or option is named by its block's own entry
 * (`types.{type}.slots.{slot}`), else by the shared name of that slot or option; numbered item
 * slots (`title3`) read the base name with their number ("Titel 3").
 */
export function blockLabels(messages: BlockLabelMessages, locale: Locale) {
  const tree = messages as unknown as LabelTree;
  const t = createT({ locale, namespace: 'editorBlocks', messages: { editorBlocks: messages } });
  const own = (type: string, kind: 'slots' | 'options', name: string): string | undefined => tree.types[type]?.[kind]?.[name];

  return {
    type: (type: string): string => tree.types[type]?.label ?? type,
    category: (category: string): string => tree.categories[category] ?? category,
    option: (type: string, option: string): string => own(type, 'options', option) ?? tree.options[option] ?? option,
    slot(type: string, slot: string): string {
      const exact = own(type, 'slots', slot) ?? tree.slots[slot];
      if (exact) return exact;
      const numbered = /^(.*?)(\d+)$/.exec(slot);
      if (!numbered?.[1]) return slot;
      const base = own(type, 'slots', numbered[1]) ?? tree.slots[numbered[1]];
      return base ? t('numberedSlot', { label: base, n: numbered[2] ?? '' }) : slot;
    },
  };
}

export type BlockLabels = ReturnType<typeof blockLabels>;

type LabelTree = {
  categories: Record<string, string>;
  slots: Record<string, string>;
  options: Record<string, string>;
  types: Record<string, { label: string; slots?: Record<string, string>; options?: Record<string, string> } | undefined>;
};

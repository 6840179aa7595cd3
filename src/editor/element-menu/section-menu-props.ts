import type { SectionFieldSummary } from '@/blocks/types';
import type { OptionValue } from '@/shared/content/types';
import type { Locale } from '@/shared/locales';

/**
 * The section an element menu belongs to, and the panels it opens. Their own module: the menu
 * loads `MenuPanel` lazily and the panel takes the menu's props, so neither imports the other.
 */
export type SectionMenuProps = {
  groupId: string;
  type: string;
  options: Record<string, OptionValue>;
  fields: Readonly<Record<string, SectionFieldSummary>>;
  disallowedLanguages: readonly Locale[];
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
};

/** An entry of the menu that opens a form beside it (see `MenuPanel`). */
export type PanelEntry = 'options' | 'linkOptions' | 'media' | 'bulkUpload' | 'fieldVisibility' | 'aiTranslation' | 'languageVisibility';

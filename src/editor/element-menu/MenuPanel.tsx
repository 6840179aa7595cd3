'use client';

import { getBlockDefinition } from '@/shared/blocks/definitions';
import { GroupOptionEditor } from '../sections/SectionOptions';
import { AiTranslationPanel } from './AiTranslationPanel';
import { FieldVisibilityPanel } from './FieldVisibilityPanel';
import { LanguageVisibilityPanel } from './LanguageVisibilityPanel';
import { LinkOptionsPanel } from './LinkOptionsPanel';
import { MediaPanel } from './MediaPanel';
import { bulkOptionsOf } from './menu-entries';
import type { PanelEntry, SectionMenuProps } from './section-menu-props';

/** The form an element-menu entry opens; the existing option editor serves options and the bulk upload. */
export function MenuPanel({ entry, onClose, ...section }: SectionMenuProps & { entry: PanelEntry; onClose: () => void }) {
  const { groupId, type, options, fields, disallowedLanguages } = section;
  const definition = getBlockDefinition(type);
  if (!definition) return null;
  switch (entry) {
    case 'options':
      return <GroupOptionEditor groupId={groupId} type={type} options={options} definitions={definition.options} onClose={onClose} />;
    case 'bulkUpload':
      // The gallery's bulkUploader option: BulkUploaderOption through the option editor.
      return <GroupOptionEditor groupId={groupId} type={type} options={options} definitions={bulkOptionsOf(definition)} onClose={onClose} />;
    case 'linkOptions':
      return <LinkOptionsPanel groupId={groupId} type={type} options={options} fields={fields} onClose={onClose} />;
    case 'media':
      return <MediaPanel groupId={groupId} type={type} fields={fields} onClose={onClose} />;
    case 'fieldVisibility':
      return <FieldVisibilityPanel groupId={groupId} type={type} fields={fields} onClose={onClose} />;
    case 'aiTranslation':
      return <AiTranslationPanel groupId={groupId} type={type} fields={fields} onClose={onClose} />;
    case 'languageVisibility':
      return <LanguageVisibilityPanel groupId={groupId} disallowedLanguages={disallowedLanguages} onClose={onClose} />;
  }
}

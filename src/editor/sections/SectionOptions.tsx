'use client';

import { SlidersHorizontal } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import type { OptionDefinition } from '@/shared/blocks/types';
import type { OptionValue } from '@/shared/content/types';
import { useEditorEnvironment } from '../context';
import { lazyNamed, PopoverPlaceholder } from '../lib/lazy-panel';
import { useAfterMutation } from '../publish/status-context';
import { IconButton } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

// Loaded when a section's options are first opened (lib/lazy-panel): the option rows, their pickers and uploads.
const OptionEditor = lazyNamed(() => import('../options/OptionEditor'), 'OptionEditor');

type GroupOptionsProps = {
  groupId: string;
  type: string;
  options: Record<string, OptionValue>;
  definitions: Record<string, OptionDefinition>;
  onClose: () => void;
};

/**
 * The option editor of one section, for some or all of its options: the options button shows all,
 * the element menu's entries (links, bulk upload) a part of them.
 */
export function GroupOptionEditor({ groupId, type, options, definitions, onClose }: GroupOptionsProps) {
  const after = useAfterMutation();
  const { branches } = useEditorEnvironment();
  return (
    <Suspense fallback={<PopoverPlaceholder />}>
      <OptionEditor
        target={{ itemType: 'group', groupId }}
        blockType={type}
        definitions={definitions}
        values={options}
        onClose={onClose}
        onSaved={after}
        branches={branches}
      />
    </Suspense>
  );
}

/** The section's options button: the option editor for the group, per its block definition. */
export function SectionOptions({ groupId, type, options }: { groupId: string; type: string; options: Record<string, OptionValue> }) {
  const t = useEditorT('editorToolbar');
  const [open, setOpen] = useState(false);
  const definitions = getBlockDefinition(type)?.options ?? {};
  if (Object.keys(definitions).length === 0) return null;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <IconButton label={t('sections.options')} side="bottom" aria-expanded={open} icon={<SlidersHorizontal aria-hidden="true" className="size-4" />} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content side="bottom" align="end" sideOffset={8} collisionPadding={16} className="z-[80] outline-none">
          <GroupOptionEditor groupId={groupId} type={type} options={options} definitions={definitions} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

'use client';

import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import type { SectionFieldSummary } from '@/blocks/types';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import { useBlockLabels } from '../context';
import { LazyMediaLibrary } from '../media/LazyMediaLibrary';
import { saveItem } from '../save-item';
import { useSaveHandler } from '../slots/use-save-handler';
import { useEditorT } from '../i18n/use-editor-t';
import { slotsOfKind } from './menu-entries';
import { PANEL_CHECK_ROW, PanelFrame } from './PanelFrame';

type Props = { groupId: string; type: string; fields: Readonly<Record<string, SectionFieldSummary>>; onClose: () => void };

/** Video slots are named so (videoPlayer's `video`); every other media slot takes images. */
const acceptOf = (slot: string): 'image' | 'video' => (slot.startsWith('video') ? 'video' : 'image');

/** "Medien": the media library for one of the box's media slots; the pick is saved as the slot's media. */
export function MediaPanel({ groupId, type, fields, onClose }: Props) {
  const t = useEditorT('editorCollections');
  const labels = useBlockLabels();
  const run = useSaveHandler();
  const [slot, setSlot] = useState<string | null>(null);
  const definition = getBlockDefinition(type);
  const slots = definition ? slotsOfKind(definition, 'media') : [];

  return (
    <PanelFrame title={t('menu.media')} hint={t('panels.mediaHint')} onClose={onClose}>
      <ul className="space-y-0.5">
        {slots.map((name) => (
          <li key={name}>
            <button type="button" className={`${PANEL_CHECK_ROW} w-full text-left`} onClick={() => setSlot(name)}>
              <ImagePlus aria-hidden="true" className="size-4 text-neutral-500" />
              {t('panels.chooseMedia', { slot: labels.slot(type, name) })}
            </button>
          </li>
        ))}
      </ul>
      <LazyMediaLibrary
        open={slot !== null}
        onOpenChange={(open) => (open ? null : setSlot(null))}
        accept={slot ? acceptOf(slot) : 'image'}
        onPick={(picked) => {
          const target = slot;
          setSlot(null);
          if (!target) return;
          void run(() => saveItem({ itemType: 'field', linkId: fields[target]?.id ?? null, groupId, slot: target, data: { mediaId: picked.id } })).then(
            (saved) => (saved ? onClose() : null),
          );
        }}
      />
    </PanelFrame>
  );
}

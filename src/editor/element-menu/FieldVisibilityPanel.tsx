'use client';

import { useState } from 'react';
import type { SectionFieldSummary } from '@/blocks/types';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import { saveFieldVisibility } from '../collections/collection-actions';
import { useBlockLabels, useEditorEnvironment } from '../context';
import { useAfterMutation } from '../publish/status-context';
import { useEditorT } from '../i18n/use-editor-t';
import { CheckList, PanelFrame } from './PanelFrame';

type Props = { groupId: string; type: string; fields: Readonly<Record<string, SectionFieldSummary>>; onClose: () => void };

/** Which of the box's fields visitors see (a field without a row has never been hidden). */
export function FieldVisibilityPanel({ groupId, type, fields, onClose }: Props) {
  const t = useEditorT('editorCollections');
  const labels = useBlockLabels();
  const env = useEditorEnvironment();
  const after = useAfterMutation();
  const slots = Object.keys(getBlockDefinition(type)?.slots ?? {});
  const initially = new Set(slots.filter((slot) => fields[slot]?.visible !== false));
  const [checked, setChecked] = useState<Set<string>>(initially);
  const [busy, setBusy] = useState(false);

  async function save() {
    // Only what changed: the server writes a field row per entry.
    const changed = Object.fromEntries(slots.filter((slot) => checked.has(slot) !== initially.has(slot)).map((slot) => [slot, checked.has(slot)]));
    if (Object.keys(changed).length === 0) return onClose();
    setBusy(true);
    const done = await saveFieldVisibility(t, { pageId: env.page.id, groupId, visibleFields: changed });
    setBusy(false);
    if (done === null) return;
    after();
    onClose();
  }

  return (
    <PanelFrame title={t('menu.fieldVisibility')} hint={t('panels.fieldVisibilityHint')} onClose={onClose} busy={busy}>
      <CheckList
        items={slots.map((slot) => ({ key: slot, label: labels.slot(type, slot) }))}
        checked={checked}
        busy={busy}
        empty={t('panels.noFields')}
        onToggle={(slot, on) => setChecked((state) => toggled(state, slot, on))}
        onSave={() => void save()}
      />
    </PanelFrame>
  );
}

export function toggled(state: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(state);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

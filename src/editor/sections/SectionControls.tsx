'use client';

import { ArrowDown, ArrowUp, Trash2, TriangleAlert, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { SectionFieldSummary } from '@/blocks/types';
import type { OptionValue } from '@/shared/content/types';
import type { Locale } from '@/shared/locales';
import { SectionMenu } from '../element-menu/SectionMenu';
import { useEditorEnvironment } from '../context';
import { useAfterMutation } from '../publish/status-context';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { BarButton, EDITOR_FONT, IconButton } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { moveSection, removeSection, restoreSection } from './group-actions';
import { SectionOptions } from './SectionOptions';

type Props = {
  groupId: string;
  type: string;
  status: string;
  options: Record<string, OptionValue>;
  fields: Readonly<Record<string, SectionFieldSummary>>;
  disallowedLanguages: readonly Locale[];
  first: boolean;
  last: boolean;
};

const CLUSTER = cx(
  EDITOR_FONT,
  'pointer-events-auto ml-auto flex items-center gap-0.5 rounded-xl bg-neutral-900/95 p-1 text-white shadow-xl ring-1 ring-white/10 transition-opacity',
  // Hidden until the section is hovered, focused or selected (tap). On touch screens, where nothing
  // hovers, only the tapped section shows them, and unseen they let taps through to the content.
  'opacity-0 group-focus-within/section:opacity-100 group-hover/section:opacity-100 group-data-[active]/section:opacity-100',
  '[@media(hover:none)]:pointer-events-none [@media(hover:none)]:group-data-[active]/section:pointer-events-auto',
);

/**
 * Options, move up/down, remove and the element menu (the rest of editor-panels §2) — or restore,
 * for a section waiting to be removed on publish.
 */
export function SectionControls({ groupId, type, status, options, fields, disallowedLanguages, first, last }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const after = useAfterMutation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { pageId: env.page.id, groupId };

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result !== null) after();
    return result;
  }
  const move = (direction: 'up' | 'down') => void act(() => moveSection(t, { ...ids, direction }));
  // editor-panels §4: a draft box is deleted after a warning; a published one is only marked.
  const draft = status === 'draft';
  async function remove() {
    const result = await act(() => removeSection(t, { ...ids, draft }));
    if (result !== null) setConfirming(false);
  }

  if (status === 'markedForDeletion') {
    return (
      <div className={cx(CLUSTER, 'opacity-100')}>
        <BarButton disabled={busy} onClick={() => void act(() => restoreSection(t, ids))}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('sections.restore')}
        </BarButton>
      </div>
    );
  }
  return (
    <div className={CLUSTER} role="toolbar" aria-label={t('sections.options')}>
      <SectionOptions groupId={groupId} type={type} options={options} />
      <IconButton
        label={t('sections.moveUp')}
        side="bottom"
        disabled={busy || first}
        icon={<ArrowUp aria-hidden="true" className="size-4" />}
        onClick={() => move('up')}
      />
      <IconButton
        label={t('sections.moveDown')}
        side="bottom"
        disabled={busy || last}
        icon={<ArrowDown aria-hidden="true" className="size-4" />}
        onClick={() => move('down')}
      />
      <IconButton
        label={t('sections.remove')}
        side="bottom"
        tone="danger"
        disabled={busy}
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        onClick={() => (draft ? setConfirming(true) : void remove())}
      />
      <SectionMenu
        groupId={groupId}
        type={type}
        options={options}
        fields={fields}
        disallowedLanguages={disallowedLanguages}
        first={first}
        last={last}
        busy={busy}
        onMove={move}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sections.removeDraftTitle')}
        confirmLabel={t('sections.removeConfirm')}
        cancelLabel={t('sections.cancel')}
        onConfirm={() => void remove()}
        busy={busy}
        tone="danger"
        icon={
          <span className="grid size-10 place-items-center rounded-full bg-rose-50 text-rose-600">
            <TriangleAlert aria-hidden="true" className="size-5" />
          </span>
        }
      >
        <p>{t('sections.removeDraftText')}</p>
      </ConfirmDialog>
    </div>
  );
}

'use client';

import { useState } from 'react';
import type { SectionFieldSummary } from '@/blocks/types';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import type { LinkValue } from '@/shared/content/links';
import type { OptionValue } from '@/shared/content/types';
import { useBlockLabels } from '../context';
import { readLinkDraft } from '../lib/link-value';
import { LinkForm } from '../rich-text/LinkForm';
import { GroupOptionEditor } from '../sections/SectionOptions';
import { saveFieldLink } from '../slots/save-field';
import { useSaveHandler } from '../slots/use-save-handler';
import { useEditorT } from '../i18n/use-editor-t';
import { linkOptionsOf, slotsOfKind } from './menu-entries';
import { PanelFrame } from './PanelFrame';

type Props = {
  groupId: string;
  type: string;
  options: Record<string, OptionValue>;
  fields: Readonly<Record<string, SectionFieldSummary>>;
  onClose: () => void;
};

/**
 * "Link-Optionen": each button's target with the link form the button's own link popover uses,
 * and the box's link options (booking link) in the option editor.
 */
export function LinkOptionsPanel({ groupId, type, options, fields, onClose }: Props) {
  const t = useEditorT('editorCollections');
  const labels = useBlockLabels();
  const run = useSaveHandler();
  const [busy, setBusy] = useState<string | null>(null);
  const definition = getBlockDefinition(type);
  if (!definition) return null;
  const buttons = slotsOfKind(definition, 'button');
  const groupLinks = linkOptionsOf(definition);

  async function save(slot: string, link: LinkValue | null) {
    setBusy(slot);
    await run(() => saveFieldLink({ groupId, fieldId: fields[slot]?.id ?? null, slot, link }));
    setBusy(null);
  }

  return (
    <div className="space-y-2">
      {buttons.length > 0 ? (
        <PanelFrame title={t('menu.linkOptions')} hint={t('panels.linkOptionsHint')} onClose={onClose} busy={busy !== null}>
          <div className="max-h-[60vh] space-y-2 overflow-y-auto">
            {buttons.map((slot) => {
              const link = fields[slot]?.link;
              return (
                <details key={slot} className="rounded-lg ring-1 ring-neutral-200" open={buttons.length === 1}>
                  <summary className="cursor-pointer px-3 py-2 font-medium">{t('panels.buttonLink', { slot: labels.slot(type, slot) })}</summary>
                  <div className="px-3 pb-3">
                    <LinkForm
                      initial={readLinkDraft(link)}
                      busy={busy === slot}
                      onSubmit={(next) => void save(slot, next)}
                      onRemove={link ? () => void save(slot, null) : undefined}
                    />
                  </div>
                </details>
              );
            })}
          </div>
        </PanelFrame>
      ) : null}
      {Object.keys(groupLinks).length > 0 ? (
        <GroupOptionEditor groupId={groupId} type={type} options={options} definitions={groupLinks} onClose={onClose} />
      ) : null}
    </div>
  );
}

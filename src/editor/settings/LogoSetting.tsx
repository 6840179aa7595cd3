'use client';

import { ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { MediaLibrary } from '../media/MediaLibrary';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const BUTTON = cx('inline-flex items-center gap-1.5 rounded-lg border border-neutral-300 px-2.5 py-1.5 text-sm hover:bg-neutral-50', FOCUS_RING_LIGHT);

/** A logo chosen from the media library (saved at once), or removed. */
export function LogoSetting({ label, mediaId, onChange }: { label: string; mediaId: string | null; onChange: (id: string | null) => Promise<boolean> }) {
  const t = useEditorT('editorSettings');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1 py-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-center gap-2">
        <span className="text-xs text-neutral-500">{mediaId ? t('header.logoChosen') : t('header.noLogo')}</span>
        <button type="button" className={BUTTON} aria-label={`${label}: ${t('header.chooseLogo')}`} onClick={() => setOpen(true)}>
          <ImageIcon aria-hidden="true" className="size-3.5" />
          {t('header.chooseLogo')}
        </button>
        {mediaId ? (
          <button type="button" className={cx(BUTTON, 'text-rose-700')} aria-label={`${label}: ${t('header.removeLogo')}`} onClick={() => void onChange(null)}>
            <Trash2 aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      <MediaLibrary
        open={open}
        onOpenChange={setOpen}
        accept="image"
        onPick={(picked) => {
          setOpen(false);
          if (picked.id !== mediaId) void onChange(picked.id);
        }}
      />
    </div>
  );
}

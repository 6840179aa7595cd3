'use client';

import { ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyMediaLibrary } from '../media/LazyMediaLibrary';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const BUTTON = cx('inline-flex items-center gap-1.5 rounded-lg border border-neutral-300 px-2.5 py-1.5 text-sm hover:bg-neutral-50', FOCUS_RING_LIGHT);

type Texts = { choose: string; chosen: string; none: string; remove: string };

/** An image (a logo unless `texts` say otherwise) chosen from the media library and saved at once, or removed. */
export function LogoSetting(props: { label: string; mediaId: string | null; onChange: (id: string | null) => Promise<boolean>; texts?: Texts }) {
  const { label, mediaId, onChange } = props;
  const t = useEditorT('editorSettings');
  const texts = props.texts ?? { choose: t('header.chooseLogo'), chosen: t('header.logoChosen'), none: t('header.noLogo'), remove: t('header.removeLogo') };
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1 py-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-center gap-2">
        <span className="text-xs text-neutral-500">{mediaId ? texts.chosen : texts.none}</span>
        <button type="button" className={BUTTON} aria-label={`${label}: ${texts.choose}`} onClick={() => setOpen(true)}>
          <ImageIcon aria-hidden="true" className="size-3.5" />
          {texts.choose}
        </button>
        {mediaId ? (
          <button type="button" className={cx(BUTTON, 'text-rose-700')} aria-label={`${label}: ${texts.remove}`} onClick={() => void onChange(null)}>
            <Trash2 aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      <LazyMediaLibrary
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

'use client';

import { useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { OpticianAnswer } from '@/shared/schemas/business';
import { apiGet } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { SelectSetting } from './controls';

/** "Footer zurücksetzen": the footer shows a branch's business data and opening hours again (a draft). */
export function FooterReset({ onReset }: { onReset: (branchId: string) => Promise<void> }) {
  const t = useEditorT('editorSettings');
  const [branches, setBranches] = useState<OpticianAnswer['branches'] | null>(null);
  const [branchId, setBranchId] = useState('');
  useEffect(() => {
    void apiGet<OpticianAnswer>('/optician')
      .then((answer) => {
        setBranches(answer.branches);
        setBranchId(answer.branches[0]?.id ?? '');
      })
      .catch(() => setBranches([]));
  }, []);
  if (!branches) return null;
  if (branches.length === 0) return <p className="py-1.5 text-xs text-neutral-500">{t('footer.noBranches')}</p>;
  return (
    <div className="mt-2 rounded-lg bg-neutral-50 p-2">
      <SelectSetting
        label={t('footer.resetBranch')}
        value={branchId}
        options={branches.map((branch) => ({ value: branch.id, label: `${branch.name}, ${branch.city}` }))}
        onChange={setBranchId}
      />
      <button
        type="button"
        className={cx('mt-1 rounded-lg bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-neutral-700', FOCUS_RING_LIGHT)}
        onClick={() => void onReset(branchId)}
      >
        {t('footer.reset')}
      </button>
    </div>
  );
}

'use client';

import { useId } from 'react';
import { useBusiness } from '../business/use-business';
import { useEditorT } from '../i18n/use-editor-t';
import { INPUT } from '../pages/styles';

type Props = {
  branchId: string | null;
  staffMemberId: string | null;
  onChange: (patch: { branchId?: string | null; staffMemberId?: string | null }) => void;
};

/**
 * Branch and contact person from the business profile (the settings' "Betrieb"): the listing
 * shows their address, phone and e-mail, so they are picked, never typed.
 */
export function ContactFields({ branchId, staffMemberId, onChange }: Props) {
  const t = useEditorT('editorListings');
  const { answer } = useBusiness();
  const branchFieldId = useId();
  const staffFieldId = useId();
  const branches = answer?.profile.branches ?? [];
  const staff = answer?.profile.staff ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={branchFieldId} className="mb-1 block text-sm font-medium">
          {t('form.branch')}
        </label>
        <select id={branchFieldId} className={INPUT} value={branchId ?? ''} onChange={(event) => onChange({ branchId: event.target.value || null })}>
          <option value="">{t('form.none')}</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.city ? `${branch.name}, ${branch.city}` : branch.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={staffFieldId} className="mb-1 block text-sm font-medium">
          {t('form.staff')}
        </label>
        <select id={staffFieldId} className={INPUT} value={staffMemberId ?? ''} onChange={(event) => onChange({ staffMemberId: event.target.value || null })}>
          <option value="">{t('form.none')}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {[member.firstName, member.lastName].filter(Boolean).join(' ')}
            </option>
          ))}
        </select>
      </div>
      {answer && branches.length === 0 && staff.length === 0 ? <p className="text-xs text-neutral-600 sm:col-span-2">{t('form.noBusiness')}</p> : null}
    </div>
  );
}

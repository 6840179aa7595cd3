'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { BusinessProfile } from '@/shared/content/business';
import { useEditorT } from '../i18n/use-editor-t';
import { SettingsSection, TextSetting, ToggleSetting } from '../settings/controls';
import { LogoSetting } from '../settings/LogoSetting';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { BranchEditor } from './BranchEditor';
import { StaffEditor } from './StaffEditor';
import { useBusiness } from './use-business';

const ADD = cx(
  'mt-2 inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-neutral-200 hover:bg-neutral-50',
  FOCUS_RING_LIGHT,
);

/** The list with one item moved by `offset` (up −1, down +1). */
function moved<T>(list: T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/**
 * The "Betrieb" section of the settings panel: the business profile the footer, the contact block
 * and the reviews read. Live data (no draft): a save shows on the public site at once.
 */
export function BusinessSection() {
  const t = useEditorT('editorBusiness');
  const { answer, save, errorAt } = useBusiness();
  const [removing, setRemoving] = useState<{ kind: 'branch' | 'staff'; id: string; name: string } | null>(null);
  if (!answer) {
    return (
      <SettingsSection title={t('section.title')}>
        <p className="text-xs text-neutral-500">{t('section.loading')}</p>
      </SettingsSection>
    );
  }
  const profile = answer.profile;
  const saveWith = (edit: Partial<BusinessProfile>) => save({ ...profile, ...edit });
  const { branches, staff } = profile;
  return (
    <SettingsSection title={t('section.title')}>
      <p className="text-xs text-neutral-500">{t('section.hint')}</p>
      <TextSetting label={t('company')} value={profile.companyName} error={errorAt('companyName')} onCommit={(companyName) => saveWith({ companyName })} />
      <LogoSetting label={t('logo')} mediaId={profile.logoMediaId} onChange={(logoMediaId) => saveWith({ logoMediaId })} />
      <ToggleSetting
        label={t('healthOptics')}
        checked={profile.programs.healthOptics.active}
        onChange={(active) => void saveWith({ programs: { ...profile.programs, healthOptics: { active } } })}
      />
      <ToggleSetting
        label={t('frequentlens')}
        checked={profile.programs.frequentlens}
        onChange={(frequentlens) => void saveWith({ programs: { ...profile.programs, frequentlens } })}
      />
      <ToggleSetting label={t('listed')} checked={profile.listed} onChange={(listed) => void saveWith({ listed })} />

      <h4 className="mt-4 text-sm font-semibold">{t('branch.title')}</h4>
      {branches.length === 0 ? <p className="text-xs text-neutral-500">{t('noBranches')}</p> : null}
      {branches.map((branch, index) => (
        <BranchEditor
          key={branch.id}
          branch={branch}
          index={index}
          count={branches.length}
          error={(field) => errorAt(`branches.${index}.${field}`)}
          onChange={(next) => saveWith({ branches: branches.map((b) => (b.id === branch.id ? next : b)) })}
          onMove={(offset) => void saveWith({ branches: moved(branches, index, offset) })}
          onRemove={() => setRemoving({ kind: 'branch', id: branch.id, name: branch.name })}
        />
      ))}
      <button type="button" className={ADD} onClick={() => void saveWith({ branches: [...branches, newBranch(t('branch.newName'))] })}>
        <Plus aria-hidden="true" className="size-3.5" />
        {t('branch.add')}
      </button>

      <h4 className="mt-4 text-sm font-semibold">{t('staff.title')}</h4>
      {staff.map((member, index) => (
        <StaffEditor
          key={member.id}
          member={member}
          index={index}
          count={staff.length}
          error={(field) => errorAt(`staff.${index}.${field}`)}
          onChange={(next) => saveWith({ staff: staff.map((s) => (s.id === member.id ? next : s)) })}
          onMove={(offset) => void saveWith({ staff: moved(staff, index, offset) })}
          onRemove={() => setRemoving({ kind: 'staff', id: member.id, name: `${member.firstName} ${member.lastName}`.trim() })}
        />
      ))}
      <button type="button" className={ADD} onClick={() => void saveWith({ staff: [...staff, newStaffMember(t('staff.newFirstName'))] })}>
        <Plus aria-hidden="true" className="size-3.5" />
        {t('staff.add')}
      </button>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing?.kind === 'staff' ? t('staff.confirmTitle') : t('branch.confirmTitle')}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={() => {
          if (!removing) return;
          const { kind, id } = removing;
          setRemoving(null);
          void saveWith(kind === 'branch' ? { branches: branches.filter((b) => b.id !== id) } : { staff: staff.filter((s) => s.id !== id) });
        }}
      >
        {removing?.kind === 'staff' ? t('staff.confirmRemove', { name: removing.name }) : t('branch.confirmRemove', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </SettingsSection>
  );
}

function newBranch(name: string): BusinessProfile['branches'][number] {
  return {
    id: crypto.randomUUID(),
    name,
    street: '',
    streetNumber: '',
    postcode: '',
    city: '',
    phone: '',
    email: '',
    emailOverride: '',
    url: '',
    coordinates: null,
    active: true,
    openingHours: { periods: [], closedDays: [], special: [] },
  };
}

function newStaffMember(firstName: string): BusinessProfile['staff'][number] {
  return { id: crypto.randomUUID(), firstName, lastName: '', function: '', email: '', photoMediaId: null };
}

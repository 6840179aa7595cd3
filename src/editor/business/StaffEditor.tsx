'use client';

import type { StaffMember } from '@/shared/content/business';
import { useEditorT } from '../i18n/use-editor-t';
import { TextSetting } from '../settings/controls';
import { LogoSetting } from '../settings/LogoSetting';
import { type ListEntryProps, RowActions } from './RowActions';

type Props = ListEntryProps & {
  member: StaffMember;
  error: (field: string) => string | undefined;
  onChange: (next: StaffMember) => Promise<boolean>;
};

/** One person of the team: name, function, e-mail and photo (used by job offers and listings). */
export function StaffEditor({ member, index, count, error, onChange, onMove, onRemove }: Props) {
  const t = useEditorT('editorBusiness');
  const name = `${member.firstName} ${member.lastName}`.trim() || t('staff.unnamed');
  return (
    <fieldset className="mt-2 rounded-lg border border-neutral-200 px-2 pb-2" data-staff-editor={member.id}>
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      <div className="flex justify-end">
        <RowActions
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          labels={{ up: t('staff.moveUp', { name }), down: t('staff.moveDown', { name }), remove: t('staff.remove', { name }) }}
        />
      </div>
      <div className="grid grid-cols-2 gap-x-2">
        <TextSetting
          label={t('staff.fields.firstName')}
          value={member.firstName}
          error={error('firstName')}
          onCommit={(firstName) => onChange({ ...member, firstName })}
        />
        <TextSetting
          label={t('staff.fields.lastName')}
          value={member.lastName}
          error={error('lastName')}
          onCommit={(lastName) => onChange({ ...member, lastName })}
        />
      </div>
      <TextSetting
        label={t('staff.fields.function')}
        value={member.function}
        error={error('function')}
        onCommit={(value) => onChange({ ...member, function: value })}
      />
      <TextSetting
        type="email"
        label={t('staff.fields.email')}
        value={member.email}
        error={error('email')}
        onCommit={(email) => onChange({ ...member, email })}
      />
      <LogoSetting
        label={t('staff.fields.photo')}
        mediaId={member.photoMediaId}
        texts={{ choose: t('staff.photo.choose'), chosen: t('staff.photo.chosen'), none: t('staff.photo.none'), remove: t('staff.photo.remove') }}
        onChange={(photoMediaId) => onChange({ ...member, photoMediaId })}
      />
    </fieldset>
  );
}

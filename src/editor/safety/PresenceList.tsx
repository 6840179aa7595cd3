'use client';

import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { API_BASE } from '@/shared/api/request';
import type { TPresenceMember } from '@/shared/schemas/presence';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { editorSchemas } from '../lib/schemas';
import { MoreNote } from '../toolbar/MoreMenu';

/** Initials of a name ("Anna Muster" → "AM"), for the avatars. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '?'];
  return letters.map((part) => [...(part ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/** The other members on this page, live (EventSource reconnects by itself after a drop); off: none asked. */
export function usePresence(pageId: string, on = true): TPresenceMember[] {
  const [members, setMembers] = useState<TPresenceMember[]>([]);
  useEffect(() => {
    if (!on || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/pages/${pageId}/presence`);
    // Messages are checked in the order they came (one promise, callbacks in order).
    const schemas = editorSchemas();
    source.addEventListener('members', (event) => {
      const data: unknown = JSON.parse((event as MessageEvent<string>).data);
      void schemas.then(({ ZPresenceMembers }) => {
        const parsed = ZPresenceMembers.safeParse(data);
        if (parsed.success) setMembers(parsed.data.members);
      });
    });
    return () => source.close();
  }, [pageId, on]);
  return members;
}

/** Initials of everyone else editing this page, in the toolbar (which may pass the members it follows). */
export function PresenceList({ members: given }: { members?: TPresenceMember[] }) {
  const { page } = useEditorEnvironment();
  const own = usePresence(page.id, given === undefined);
  const members = given ?? own;
  const t = useEditorT('editorToolbar');
  if (members.length === 0) return null;
  const names = members.map((member) => member.name).join(', ');
  return (
    <ul aria-label={t('presence.label', { names })} title={names} data-presence="" className="flex shrink-0 -space-x-1.5">
      {members.slice(0, 5).map((member) => (
        <li
          key={member.userId}
          data-presence-member={member.name}
          className="grid size-7 place-items-center rounded-full bg-sky-500 text-[11px] font-semibold text-white ring-2 ring-neutral-900"
        >
          {initials(member.name)}
        </li>
      ))}
    </ul>
  );
}

/** Who else is on this page, in the toolbar's "Mehr" menu. */
export function PresenceMenuEntry({ members }: { members: TPresenceMember[] }) {
  const t = useEditorT('editorToolbar');
  if (members.length === 0) return null;
  return <MoreNote icon={<Users className="size-4" />}>{t('presence.label', { names: members.map((member) => member.name).join(', ') })}</MoreNote>;
}

'use client';

import { useEffect, useState } from 'react';
import { API_BASE } from '@/shared/api/request';
import type { TPresenceMember } from '@/shared/schemas/presence';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { editorSchemas } from '../lib/schemas';

/** Initials of a name ("Anna Muster" → "AM"), for the avatars. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '?'];
  return letters.map((part) => [...(part ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/** The other members on this page, live (EventSource reconnects by itself after a drop). */
function usePresence(pageId: string): TPresenceMember[] {
  const [members, setMembers] = useState<TPresenceMember[]>([]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
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
  }, [pageId]);
  return members;
}

/** Initials of everyone else editing this page, in the toolbar. */
export function PresenceList() {
  const { page } = useEditorEnvironment();
  const members = usePresence(page.id);
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

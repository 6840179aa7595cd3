'use client';

import type { ZAddGroupRequest, ZRemoveGroupRequest } from '@/shared/schemas/editor';
import { apiPost } from '../api-client';
import { baseVersion } from '../safety/versions';
import type { ToolbarT } from '../i18n/messages';
import { toolbarToast, withToast } from '../toolbar/toast-action';

/**
 * The section calls of the lead's API (POST /api/v1/group/*), each behind its toast
 * (editor-panels §8). They resolve null on failure, after the error toast.
 */

export function addSection(t: ToolbarT, body: { pageId: string; groupName: string; nextTo: string | null }) {
  return withToast(toolbarToast(t, 'addBox'), () =>
    apiPost<typeof ZAddGroupRequest, { groupId: string; position: number }>('/group/add', (s) => s.ZAddGroupRequest, body),
  );
}

/** A never-published box is deleted; a published one is marked for deletion until publish. */
export function removeSection(t: ToolbarT, body: { pageId: string; groupId: string; draft: boolean }) {
  return withToast(toolbarToast(t, body.draft ? 'deleteBox' : 'markForDeletion'), () =>
    apiPost<typeof ZRemoveGroupRequest, { result: 'deleted' | 'markedForDeletion' }>('/group/remove', (s) => s.ZRemoveGroupRequest, {
      pageId: body.pageId,
      groupId: body.groupId,
      // Not over a change someone else made to the box meanwhile (409).
      version: baseVersion({ itemType: 'group', linkId: body.groupId, data: {} }),
    }),
  );
}

export function moveSection(t: ToolbarT, body: { pageId: string; groupId: string; direction: 'up' | 'down' }) {
  return withToast(toolbarToast(t, 'moveBox'), () => apiPost('/group/sort', (s) => s.ZSortGroupRequest, body));
}

/** Undoes a pending removal; the server puts the box back to published or draft, whichever it was. */
export function restoreSection(t: ToolbarT, body: { pageId: string; groupId: string }) {
  return withToast(toolbarToast(t, 'restoreBox'), () =>
    apiPost('/group/status', (s) => s.ZGroupStatusRequest, { ...body, from: 'markedForDeletion', to: 'published' }),
  );
}

'use client';

import { ZAddGroupRequest, ZGroupStatusRequest, ZRemoveGroupRequest, ZSortGroupRequest } from '@/shared/schemas/editor';
import { apiPost } from '../api-client';
import type { ToolbarTexts } from '../i18n/toolbar';
import { withToast } from '../toolbar/toast-action';

/**
 * The section calls of the lead's API (POST /api/v1/group/*), each behind its toast
 * (editor-panels §8). They resolve null on failure, after the error toast.
 */

export function addSection(t: ToolbarTexts, body: { pageId: string; groupName: string; nextTo: string | null }) {
  return withToast(t.toasts.addBox, t.toasts.generic, () =>
    apiPost<typeof ZAddGroupRequest, { groupId: string; position: number }>('/group/add', ZAddGroupRequest, body),
  );
}

/** A never-published box is deleted; a published one is marked for deletion until publish. */
export function removeSection(t: ToolbarTexts, body: { pageId: string; groupId: string; draft: boolean }) {
  return withToast(body.draft ? t.toasts.deleteBox : t.toasts.markForDeletion, t.toasts.generic, () =>
    apiPost<typeof ZRemoveGroupRequest, { result: 'deleted' | 'markedForDeletion' }>('/group/remove', ZRemoveGroupRequest, {
      pageId: body.pageId,
      groupId: body.groupId,
    }),
  );
}

export function moveSection(t: ToolbarTexts, body: { pageId: string; groupId: string; direction: 'up' | 'down' }) {
  return withToast(t.toasts.moveBox, t.toasts.generic, () => apiPost('/group/sort', ZSortGroupRequest, body));
}

/** Undoes a pending removal; the server puts the box back to published or draft, whichever it was. */
export function restoreSection(t: ToolbarTexts, body: { pageId: string; groupId: string }) {
  return withToast(t.toasts.restoreBox, t.toasts.generic, () =>
    apiPost('/group/status', ZGroupStatusRequest, { ...body, from: 'markedForDeletion', to: 'published' }),
  );
}

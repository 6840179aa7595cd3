'use client';

import type { Permission } from '@/shared/permissions';
import { useEditorEnvironment } from './context';

/**
 * Whether the signed-in member's role holds a permission of the matrix (`src/shared/permissions.ts`):
 * the editor offers only what the API would allow, so an optician never meets a refusal.
 */
export function useCan(permission: Permission): boolean {
  return useEditorEnvironment().member.permissions.includes(permission);
}

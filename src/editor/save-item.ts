'use client';

import type { TSavedItem, ZSaveItemRequest } from '@/shared/schemas/editor';
import { apiPost } from './api-client';
import { editorSchemas } from './lib/schemas';
import { baseVersion, rememberVersion, type SaveItemChange } from './safety/versions';

/**
 * Saves a field's or group's working state (POST /api/v1/data) based on the version this editor
 * last saw; visitors see it after publish. A 409 (someone saved meanwhile) throws an ApiError whose
 * data is their version (`TSavedItem`).
 */
export async function saveItem(change: SaveItemChange, version = baseVersion(change), transport: { keepalive?: boolean } = {}): Promise<TSavedItem> {
  const saved = await apiPost<typeof ZSaveItemRequest, unknown>('/data', (s) => s.ZSaveItemRequest, { ...change, version }, 'POST', transport);
  const parsed = (await editorSchemas()).ZSavedItem.safeParse(saved);
  if (parsed.success) rememberVersion(change, parsed.data);
  return parsed.success ? parsed.data : { itemType: change.itemType, id: null, version, state: saved };
}

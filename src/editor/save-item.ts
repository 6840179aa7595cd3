'use client';

import { type TSaveItemRequest, ZSaveItemRequest } from '@/shared/schemas/editor';
import { apiPost } from './api-client';

/** Saves a field's or group's working state (POST /api/v1/data); visitors see it after publish. */
export function saveItem(request: TSaveItemRequest): Promise<unknown> {
  return apiPost('/data', ZSaveItemRequest, request);
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { getApi } from '../../../src/server/api/app';
import { LocalStorage, setStorage } from '../../../src/server/platform/storage';
import type { MediaInfo } from '../../../src/shared/content/media';
import { createTestSite, signedInUser } from './fixtures';

/** The file's media go to a temporary directory of their own, removed afterwards. */
export function withTemporaryStorage(prefix: string): void {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), prefix));
    setStorage(new LocalStorage(root));
  });
  afterAll(async () => {
    setStorage(null);
    await rm(root, { recursive: true, force: true });
  });
}

/** A new site whose editor uploads one file through the API, as the media library does. */
export async function uploadedOnNewSite(name: string, bytes: Buffer) {
  const site = await createTestSite();
  const editor = await signedInUser(site.host, 'editor');
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  const response = await getApi().request(`http://${site.host}/api/v1/media/upload`, {
    method: 'POST',
    headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'en' },
    body: form,
  });
  expect(response.status).toBe(200);
  return { site, editor, media: (await response.json()).data as MediaInfo };
}

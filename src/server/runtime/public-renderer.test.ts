import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadPublicRenderer } from './public-renderer';

const logger = pino({ level: 'silent' });
const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

describe('the public renderer a server starts with', () => {
  it('in production is the build in dist/, and without the public sheet the server does not start', async () => {
    const root = tmp('webbox-prod-root-');
    await expect(loadPublicRenderer({ root, dev: false, liveRenderer: false, logger })).rejects.toThrow(/public style sheet is not built/);
    mkdirSync(path.join(root, 'dist', 'public'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'public', 'manifest.json'), JSON.stringify({ stylesheet: '/_site/site-AB12.css' }));
    const renderer = await loadPublicRenderer({ root, dev: false, liveRenderer: false, logger });
    expect(renderer.siteAssets.manifest.stylesheet).toBe('/_site/site-AB12.css');
    expect(renderer.renderLive).toBeNull();
    // Asked for and not built: an error, not a silently slower site.
    await expect(loadPublicRenderer({ root, dev: false, liveRenderer: true, logger })).rejects.toThrow(/live renderer is not built/);
  });

  it('in development is the same three builds, made and watched into dist/dev', async () => {
    const root = tmp('webbox-dev-root-');
    const renderer = await loadPublicRenderer({ root, dev: true, liveRenderer: true, logger });
    onTestFinished(() => renderer.close());
    const { stylesheet } = renderer.siteAssets.manifest;
    expect(stylesheet).toMatch(/^\/_site\/site-[A-Za-z0-9]+\.css$/);
    expect(existsSync(path.join(root, 'dist', 'dev', 'public', path.basename(stylesheet)))).toBe(true);
    expect(renderer.islandAssets?.manifest.runtime).toMatch(/^\/_islands\/runtime-[A-Za-z0-9]+\.js$/);
    expect(existsSync(path.join(root, 'dist', 'dev', 'server', 'live-render.mjs'))).toBe(true);
    expect(renderer.renderLive).toBeTypeOf('function');
    // Nothing of a production build is touched.
    expect(existsSync(path.join(root, 'dist', 'public'))).toBe(false);
  }, 120_000);
});

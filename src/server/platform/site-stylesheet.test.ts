import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteCssManifest, siteCssDir } from './site-stylesheet';

function manifestDir(content: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webbox-site-css-'));
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(content));
  return dir;
}

describe('the public sheet manifest', () => {
  it("gives the built sheet's URL", () => {
    expect(readSiteCssManifest(manifestDir({ stylesheet: '/_site/site-UGRIRIDP.css' }))).toEqual({ stylesheet: '/_site/site-UGRIRIDP.css' });
  });

  it('refuses to start without a build, saying what to run', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'webbox-no-site-css-'));
    expect(() => readSiteCssManifest(dir)).toThrow(/public style sheet is not built .*npm run build/);
  });

  it("refuses a sheet of Next's build or any URL outside /_site/", () => {
    for (const stylesheet of ['/_next/static/chunks/13fu5clbpzun_.css', '/_site/../_next/a.css', 'https://cdn.example/site-A.css', '/_site/site-A.js']) {
      expect(() => readSiteCssManifest(manifestDir({ stylesheet })), stylesheet).toThrow(/not a public style sheet manifest/);
    }
    expect(() => readSiteCssManifest(manifestDir({ stylesheets: ['/_site/site-A.css'] }))).toThrow(/not a public style sheet manifest/);
  });

  it('keeps the development build beside the production one', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'webbox-root-'));
    mkdirSync(path.join(root, 'dist'));
    expect(siteCssDir(root, false)).toBe(path.join(root, 'dist', 'public'));
    expect(siteCssDir(root, true)).toBe(path.join(root, 'dist', 'dev', 'public'));
  });
});

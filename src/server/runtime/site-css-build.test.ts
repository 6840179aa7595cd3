import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CssBuildError, buildSiteCss, sheetProblem, watchSiteCss } from '../../../scripts/build-css.mjs';

const TAILWIND = path.resolve(import.meta.dirname, '../../../node_modules/tailwindcss/index.css');
const SHEET_URL = /^\/_site\/site-[A-Za-z0-9]+\.css$/;
const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));
const sheetOf = (outDir: string, url: string) => readFileSync(path.join(outDir, path.basename(url)), 'utf8');

/** A public sheet of its own over one scanned component, as src/app/globals.css is over the site's sources. */
function miniSite(classes: string): { source: string; component: string } {
  const dir = tmp('webbox-mini-site-');
  mkdirSync(path.join(dir, 'src'));
  const component = path.join(dir, 'src', 'Page.tsx');
  writeFileSync(component, `export const Page = () => <body className="${classes}" />;\n`);
  const source = path.join(dir, 'site.css');
  // By path: Tailwind resolves a bare `tailwindcss` from the sheet's own folder, outside the repository here.
  writeFileSync(source, `@import ${JSON.stringify(TAILWIND)} source(none);\n@source "./src";\n`);
  return { source, component };
}

describe('the public style sheet build', () => {
  it("builds the site's sheet with the classes of its sources, hashed, with compressed variants and a manifest", async () => {
    const outDir = tmp('webbox-public-');
    const { stylesheet } = await buildSiteCss({ outDir });
    expect(stylesheet).toMatch(SHEET_URL);
    expect(JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'))).toEqual({ stylesheet });
    const css = sheetOf(outDir, stylesheet);
    // The document's body class, a block's layout class and the theme's colour from src/app/theme.css.
    expect(css).toContain('.antialiased{');
    expect(css).toContain('.mx-auto{');
    expect(css).toContain('--site-primary');
    // Lowered for Next's browser targets (Firefox 111 has no oklch()): plain colours first, lab() where supported.
    expect(css).not.toContain('oklch(');
    expect(css).toContain('@supports (color:lab(0% 0 0))');
    expect(sheetProblem(css)).toBeNull();
    for (const variant of ['gz', 'br']) expect(existsSync(path.join(outDir, `${path.basename(stylesheet)}.${variant}`))).toBe(true);
  });

  it('fails, naming the file, when the source is missing', async () => {
    await expect(buildSiteCss({ outDir: tmp('webbox-public-'), source: path.join(tmp('webbox-none-'), 'globals.css') })).rejects.toThrow(CssBuildError);
    await expect(buildSiteCss({ outDir: tmp('webbox-public-'), source: path.join(tmp('webbox-none-'), 'globals.css') })).rejects.toThrow(
      /globals\.css cannot be read/,
    );
  });

  it('fails when Tailwind found none of the classes the pages rely on (a moved @source)', async () => {
    const { source } = miniSite('flex');
    await expect(buildSiteCss({ outDir: tmp('webbox-public-'), source })).rejects.toThrow(/lacks \.antialiased, \.mx-auto, \.sr-only/);
  });

  it('refuses a sheet Tailwind did not compile', () => {
    expect(sheetProblem('@import "tailwindcss";\n.antialiased{} .mx-auto{} .sr-only{}')).toMatch(/Tailwind directives/);
    expect(sheetProblem('  ')).toMatch(/empty/);
  });

  it('rebuilds the sheet when a scanned source changes (npm run dev)', async () => {
    const { source, component } = miniSite('antialiased mx-auto sr-only');
    const outDir = tmp('webbox-dev-public-');
    const builds: Array<{ stylesheet: string } | Error> = [];
    const watching = await watchSiteCss({ outDir, source, onBuild: (built) => builds.push(built) });
    onTestFinished(() => watching.dispose());
    await expect.poll(() => builds.length).toBe(1);
    const first = builds[0];
    if (!first || first instanceof Error) throw first ?? new Error('no build');
    expect(sheetOf(outDir, first.stylesheet)).not.toContain('.bg-lime-300');

    writeFileSync(component, `export const Page = () => <body className="antialiased mx-auto sr-only bg-lime-300" />;\n`);
    await expect.poll(() => builds.length, { timeout: 10_000 }).toBe(2);
    const second = builds[1];
    if (!second || second instanceof Error) throw second ?? new Error('no rebuild');
    expect(second.stylesheet).not.toBe(first.stylesheet);
    expect(sheetOf(outDir, second.stylesheet)).toContain('.bg-lime-300{');
    expect(JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'))).toEqual(second);
    // The old sheet is gone: nothing links it any more.
    expect(existsSync(path.join(outDir, path.basename(first.stylesheet)))).toBe(false);
  });
});

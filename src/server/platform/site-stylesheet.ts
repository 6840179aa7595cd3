import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { productionBuild } from './build-dir';

/** Where the public sheet is served: `/_site/site-<content hash>.css` (scripts/build-css.mjs). */
export const SITE_ASSET_PREFIX = '/_site/';
const SITE_SHEET_URL = /^\/_site\/site-[A-Za-z0-9]+\.css$/;

/** What `scripts/build-css.mjs` writes beside the sheet. */
const ZSiteCssManifest = z.object({ stylesheet: z.string().regex(SITE_SHEET_URL, 'not a /_site/site-<hash>.css URL') });
export type SiteCssManifest = z.infer<typeof ZSiteCssManifest>;

/** The build's output folder: `npm run dev` watches into dist/dev, beside (never over) a production build. */
export function siteCssDir(root: string, development: boolean): string {
  return development ? path.join(root, 'dist', 'dev', 'public') : path.join(productionBuild(root).dir, 'public');
}

/**
 * The manifest in `dir`, validated. Throws with what to do when there is none or it is malformed:
 * every page links this sheet, so serving without it would serve every page unstyled.
 */
export function readSiteCssManifest(dir: string): SiteCssManifest {
  const file = path.join(dir, 'manifest.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`the public style sheet is not built (${file} is missing): run \`npm run build\` (or \`npm run dev\`)`);
  }
  const parsed = ZSiteCssManifest.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a public style sheet manifest: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let cached: { mtimeMs: number; href: string } | null = null;

/**
 * The public sheet's URL for the routes Next renders (the editor links it for the blocks): read
 * from this process's build, and read again when `npm run dev` has rebuilt the sheet.
 */
export function siteStylesheetHref(): string {
  const dir = siteCssDir(process.cwd(), process.env.NODE_ENV === 'development');
  const { mtimeMs } = statSync(path.join(dir, 'manifest.json'), { throwIfNoEntry: false }) ?? { mtimeMs: -1 };
  if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, href: readSiteCssManifest(dir).stylesheet };
  return cached.href;
}

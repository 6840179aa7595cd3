import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The production build a server process serves. `scripts/build-if-needed.mjs` writes every build
 * into a folder of its own (`dist/builds/<id>`: `next/`, `server/`, `islands/`, `public/`) and then
 * points `dist/current` at it; a running server never reads `dist/current` again after its start,
 * so a build made while it runs (or a second server starting) cannot pull files from under it.
 * The process pins its build in the environment, which Next's bundle (a second copy of these
 * modules, see process-singleton.ts) and next.config.ts read too.
 */
const BUILD_DIR_ENV = 'WEBBOX_BUILD_DIR';
const NEXT_DIST_DIR_ENV = 'WEBBOX_NEXT_DIST_DIR';

export type BuildLayout = { dir: string; nextDir: string };

/** The build `dir` as this process serves it: its own bundles and Next's output beside them. */
function layoutOf(dir: string, root: string): BuildLayout {
  // A build folder holds Next's output in `next/`; the flat layout of older checkouts kept `.next` at the root.
  const nextDir = existsSync(path.join(dir, 'build.json')) ? path.join(dir, 'next') : path.join(root, '.next');
  return { dir, nextDir };
}

/**
 * The build this process serves: the pinned one, else the one `dist/current` names now (resolved
 * to its real folder), else the flat `dist/` of a checkout built before builds had folders.
 */
export function productionBuild(root: string = process.cwd()): BuildLayout {
  const pinned = process.env[BUILD_DIR_ENV];
  if (pinned) return layoutOf(pinned, root);
  const current = path.join(root, 'dist', 'current');
  if (existsSync(current)) return layoutOf(realpathSync(current), root);
  return layoutOf(path.join(root, 'dist'), root);
}

/**
 * Pins the build for this process (and the processes it starts): `dir` is the build folder, or
 * null to resolve `dist/current` once, now. Next reads its output folder from the pinned value.
 */
export function pinProductionBuild(root: string, dir: string | null): BuildLayout {
  const layout = dir ? layoutOf(dir, root) : productionBuild(root);
  process.env[BUILD_DIR_ENV] = layout.dir;
  process.env[NEXT_DIST_DIR_ENV] = path.relative(root, layout.nextDir);
  return layout;
}

/**
 * The build folder that holds the compiled server file `file` (`dist/builds/<id>/server/main.mjs`,
 * whose real path Node reports even when started through `dist/server` or `dist/current`), or null
 * when it is no build folder (the TypeScript sources under tsx).
 */
export function buildDirOfServerFile(file: string): string | null {
  const dir = path.dirname(path.dirname(file));
  return existsSync(path.join(dir, 'build.json')) ? dir : null;
}

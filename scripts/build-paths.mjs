// Where production builds live. Every build is a folder of its own, `dist/builds/<id>` (Next's
// output in next/, the server in server/, the island runtime in islands/, the public sheet in
// public/); `dist/current` is a symbolic link to the newest one, replaced in one rename.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(ROOT, 'dist');
export const BUILDS_DIR = path.join(DIST_DIR, 'builds');
export const CURRENT_LINK = path.join(DIST_DIR, 'current');

/** The `--out DIR` a build script was given: the part of a build being made it writes. */
export function outDirArgument(argv = process.argv) {
  const at = argv.indexOf('--out');
  const dir = at >= 0 ? argv[at + 1] : undefined;
  if (!dir) {
    console.error('[webbox] give the folder to build into with --out DIR (npm run build makes a whole build)');
    process.exit(64);
  }
  return path.resolve(dir);
}

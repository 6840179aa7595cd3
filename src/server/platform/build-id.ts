import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productionBuild } from './build-dir';

let cached: string | null = null;

/**
 * The id of the running Next build (`BUILD_ID` in its output folder, next to the bundles it names): what changes
 * with each deploy, so anything keyed by it (the game worker's cache) is replaced by the next one.
 * A development server has no file: every start is a build of its own.
 */
export function buildId(): string {
  if (cached) return cached;
  try {
    cached = readFileSync(path.join(productionBuild().nextDir, 'BUILD_ID'), 'utf8').trim() || null;
  } catch {
    cached = null;
  }
  cached ??= `dev-${Date.now().toString(36)}`;
  return cached;
}

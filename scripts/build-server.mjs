// Compiles the Webbox server (src/server/runtime/main.ts and what it imports, without node_modules)
// to dist/server/*.mjs, so production runs JavaScript instead of compiling TypeScript through tsx at
// every start. Next compiles the app itself (`next build`); this is the process around it.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = path.join(root, 'dist', 'server');

export async function buildServer() {
  await build({
    absWorkingDir: root,
    // The background image renderer runs as its own process, from a file beside main.mjs.
    entryPoints: ['src/server/runtime/main.ts', 'src/server/services/media/background-renderer-child.ts'],
    entryNames: '[name]',
    outdir: SERVER_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as they are; only our sources are compiled.
    packages: 'external',
    // For reading a stack trace by hand (`NODE_OPTIONS=--enable-source-maps`); not on by default,
    // since mapping every error's stack costs time where Next throws for redirects and 404s.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

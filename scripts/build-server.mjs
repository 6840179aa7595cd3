// Compiles the Webbox server (src/server/runtime/main.ts and what it imports, without node_modules)
// to a build's server/*.mjs, so production runs JavaScript instead of compiling TypeScript through tsx at
// every start. Next compiles the app itself (`next build`); this is the process around it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, context } from 'esbuild';
import { outDirArgument } from './build-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** What both bundles share: ESM for Node 20, dependencies left in node_modules. */
const NODE_BUNDLE = {
  absWorkingDir: root,
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
};

export async function buildServer({ outDir }) {
  await build({
    ...NODE_BUNDLE,
    outdir: outDir,
    // The background image renderer runs as its own process, from a file beside main.mjs.
    entryPoints: ['src/server/runtime/main.ts', 'src/server/services/media/background-renderer-child.ts'],
    entryNames: '[name]',
  });
}

/** Module-level marker packages and Next-only modules, as the live renderer needs them outside Next. */
const liveRenderAliases = {
  name: 'live-render-aliases',
  setup(builder) {
    // `server-only` throws unless imported under React's server condition; this bundle is server code.
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    builder.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
    builder.onResolve({ filter: /^next\/dynamic$/ }, () => ({ path: path.join(root, 'src', 'app', '_live-render', 'next-dynamic.tsx') }));
    // Next's subpath modules have no exports map: Node's ESM loader needs the file's name (the
    // game's play screens import next/navigation; the live renderer never renders them).
    builder.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
    // Style sheets imported by client components reach the browser through Next's or the islands' build.
    builder.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'empty' }));
  },
};

/**
 * Our sources by their exact names: src/blocks/slides holds slides.ts and Slides.tsx (likewise
 * tracking.ts and Tracking.tsx), and esbuild matches names case-insensitively first.
 */
const exactCaseSources = {
  name: 'exact-case-sources',
  setup(builder) {
    builder.onResolve({ filter: /^(\.\.?\/|@\/)/ }, (args) => {
      const target = args.path.startsWith('@/') ? path.join(root, 'src', args.path.slice(2)) : path.resolve(args.resolveDir, args.path);
      const dir = path.dirname(target);
      const name = path.basename(target);
      if (!existsSync(dir)) return undefined;
      const entries = readdirSync(dir);
      for (const extension of ['', '.ts', '.tsx', '.mjs', '.js']) {
        const file = name + extension;
        if (entries.includes(file) && statSync(path.join(dir, file)).isFile()) return { path: path.join(dir, file) };
      }
      return undefined;
    });
  },
};

function liveRendererOptions(outdir) {
  return {
    ...NODE_BUNDLE,
    outdir,
    entryPoints: { 'live-render': 'src/app/_live-render/entry.ts' },
    jsx: 'automatic',
    plugins: [liveRenderAliases, exactCaseSources],
    // Client components keep their 'use client' line; it means nothing in a bundle.
    logOverride: { 'module-level-directive': 'silent' },
  };
}

/**
 * The live renderer (src/app/_live-render): public pages rendered by React alone. It links the
 * public sheet of scripts/build-css.mjs, which the server hands it at start; nothing of Next's
 * build is read. A failed build throws (the build stops).
 */
export async function buildLiveRenderer({ outDir }) {
  await build(liveRendererOptions(outDir));
}

/**
 * `npm run dev`: the same bundle, rebuilt into `outDir` whenever a source it imports changes.
 * `onBuild` gets the bundle's path, or the errors of a failed rebuild (the last good bundle stays).
 */
export async function watchLiveRenderer({ outDir, onBuild }) {
  const options = liveRendererOptions(outDir);
  const reporter = {
    name: 'live-render-reporter',
    setup(builder) {
      builder.onEnd((result) => {
        if (result.errors.length > 0) onBuild(new Error(`the live renderer was not rebuilt: ${result.errors.map((entry) => entry.text).join('; ')}`));
        else onBuild(path.join(outDir, 'live-render.mjs'));
      });
    },
  };
  const watching = await context({ ...options, logLevel: 'silent', plugins: [...options.plugins, reporter] });
  await watching.watch();
  return watching;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--out DIR`: the server/ folder of a build being made (scripts/build-if-needed.mjs), never a served one.
  const outDir = outDirArgument();
  await buildServer({ outDir });
  await buildLiveRenderer({ outDir });
}

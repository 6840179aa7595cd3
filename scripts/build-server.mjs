// Compiles the Webbox server (src/server/runtime/main.ts and what it imports, without node_modules)
// to dist/server/*.mjs, so production runs JavaScript instead of compiling TypeScript through tsx at
// every start. Next compiles the app itself (`next build`); this is the process around it.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = path.join(root, 'dist', 'server');

/** What both bundles share: ESM for Node 20 in dist/server, dependencies left in node_modules. */
const NODE_BUNDLE = {
  absWorkingDir: root,
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
};

export async function buildServer() {
  await build({
    ...NODE_BUNDLE,
    // The background image renderer runs as its own process, from a file beside main.mjs.
    entryPoints: ['src/server/runtime/main.ts', 'src/server/services/media/background-renderer-child.ts'],
    entryNames: '[name]',
  });
}

/** The page route's client-reference manifest, where Next's build lists the style sheets it links. */
const PAGE_MANIFEST = path.join(root, '.next', 'server', 'app', '[locale]', '[[...path]]', 'page_client-reference-manifest.js');
const ROUTE_ENTRIES = ['/src/app/[locale]/layout', '/src/app/[locale]/[[...path]]/page'];

/**
 * The style sheets Next links on the page route, layout's first: the live renderer links the same
 * ones. Null (and no live renderer) when the build has none to read or inlines them.
 */
function routeStylesheets() {
  if (!existsSync(PAGE_MANIFEST)) return null;
  const sandbox = { globalThis: {} };
  vm.runInNewContext(readFileSync(PAGE_MANIFEST, 'utf8'), sandbox);
  const manifests = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {});
  const cssFiles = manifests[0]?.entryCSSFiles ?? {};
  const stylesheets = [];
  for (const entry of ROUTE_ENTRIES) {
    const files = Object.entries(cssFiles).find(([key]) => key.endsWith(entry))?.[1] ?? [];
    for (const file of files) {
      if (file.inlined || typeof file.path !== 'string') return null;
      const href = `/_next/${file.path}`;
      if (!stylesheets.includes(href)) stylesheets.push(href);
    }
  }
  return stylesheets.length > 0 ? { stylesheets } : null;
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

/**
 * The live renderer (src/app/_live-render): published pages rendered by React alone. Written only
 * with Next's build at hand, since it links Next's style sheets; without it Next renders every page.
 */
export async function buildLiveRenderer() {
  const manifestFile = path.join(SERVER_OUT_DIR, 'live-render.json');
  rmSync(manifestFile, { force: true });
  const manifest = routeStylesheets();
  if (!manifest) {
    console.warn('[webbox] no style sheets found in Next\'s build: the live renderer is not built, Next renders every page');
    return;
  }
  await build({
    ...NODE_BUNDLE,
    entryPoints: { 'live-render': 'src/app/_live-render/entry.ts' },
    jsx: 'automatic',
    plugins: [liveRenderAliases, exactCaseSources],
    // Client components keep their 'use client' line; it means nothing in a bundle.
    logOverride: { 'module-level-directive': 'silent' },
  });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  await buildLiveRenderer();
}

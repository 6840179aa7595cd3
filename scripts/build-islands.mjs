// Bundles the island runtime to a build's islands/ folder: runtime.ts, which wakes islands, as one
// file of its own (no chunk to wait for before it listens), and hydrate.ts (React, react-dom's
// client) with a chunk per island, split. A manifest tells the server which files a page's islands
// need. Next's own build is not involved: these pages load no App Router runtime.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, context, transform } from 'esbuild';
import { outDirArgument } from './build-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_PREFIX = '/_islands/';
const REGISTRY = 'src/app/_islands/registry.ts';
const RUNTIME = 'src/app/_islands/runtime.ts';
const HYDRATOR = 'src/app/_islands/hydrate.ts';

/** The registry's `name: () => import('@/…')` lines, as name → source file without extension. */
function registryModules() {
  const source = readFileSync(path.join(root, REGISTRY), 'utf8');
  const modules = new Map();
  for (const match of source.matchAll(/^\s*(\w+): \(\) => import\('@\/([^']+)'\)/gm)) modules.set(match[1], `src/${match[2]}`);
  if (modules.size === 0) throw new Error(`no islands found in ${REGISTRY}`);
  return modules;
}

/** An output and every chunk it imports statically, as public URLs. */
function withStaticImports(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const entry of outputs[file]?.imports ?? []) if (entry.kind === 'import-statement') withStaticImports(outputs, entry.path, seen);
  return seen;
}

/**
 * zod's `z` is a re-exported namespace (`export * as z`), which esbuild keeps whole (every
 * locale, the JSON Schema converters: 100 kB gzip). Our sources only read members of it
 * (`z.string()`), so in this bundle `import { z } from 'zod'` becomes a namespace import of
 * the classic API, which esbuild shakes down to what the forms use.
 */
const ZOD_CLASSIC = path.join(root, 'node_modules', 'zod', 'v4', 'classic', 'external.js');
const shakeableZod = {
  name: 'shakeable-zod',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes("import { z } from 'zod';")) return undefined;
      return {
        contents: source.replace("import { z } from 'zod';", `import * as z from ${JSON.stringify(ZOD_CLASSIC)};`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * A style sheet imported by island code (the gallery's lightbox) becomes a file of its own and,
 * in the bundle, a module that links it when the importing chunk runs and waits for it: the sheet
 * arrives with the code that needs it (on the lightbox's first opening), as with Next's bundler.
 */
function cssAsLink(outDir) {
  return {
    name: 'css-as-link',
    setup(builder) {
      builder.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.pluginData === 'css-as-link') return undefined;
        const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'css-as-link' });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'island-css' };
      });
      builder.onLoad({ filter: /.*/, namespace: 'island-css' }, async (args) => {
        const { code } = await transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true });
        const name = `${path.basename(args.path, '.css')}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.css`;
        mkdirSync(outDir, { recursive: true });
        writeFileSync(path.join(outDir, name), code);
        const url = PUBLIC_PREFIX + name;
        return {
          // Top-level await: the importing chunk (and the dynamic import() that asked for it) settles only once
          // the sheet has loaded, so what it renders is never shown unstyled, not even for a frame.
          contents: `const selector = ${JSON.stringify(`link[href="${url}"]`)};
let link = document.querySelector(selector);
if (!link) { link = document.createElement('link'); link.rel = 'stylesheet'; link.href = ${JSON.stringify(url)}; document.head.append(link); }
if (!link.sheet) await new Promise((resolve) => { link.addEventListener('load', resolve, { once: true }); link.addEventListener('error', resolve, { once: true }); });`,
          loader: 'js',
        };
      });
    },
  };
}

function sharedOptions(outDir) {
  return {
    absWorkingDir: root,
    entryNames: '[name]-[hash]',
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    // `.ts` first: src/blocks/slides has both slides.ts and Slides.tsx, and esbuild matches names case-insensitively first.
    resolveExtensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  };
}

/** The runtime's first part, whole in one file: it imports the hydrator by the address the page gives it. */
function runtimeBuildOptions(outDir) {
  return { ...sharedOptions(outDir), entryPoints: { runtime: RUNTIME }, splitting: false, plugins: [] };
}

/** The hydrator and, through its registry's dynamic imports, every island, split into shared chunks. */
function hydratorBuildOptions(outDir) {
  return {
    ...sharedOptions(outDir),
    entryPoints: { hydrate: HYDRATOR },
    chunkNames: 'chunk-[hash]',
    splitting: true,
    plugins: [shakeableZod, cssAsLink(outDir)],
  };
}

/** The manifest of a finished build (both parts), written beside its files with their compressed variants. */
function writeManifest(outDir, runtimeMeta, hydratorMeta) {
  const publicUrl = (file) => PUBLIC_PREFIX + path.relative(outDir, path.join(root, file));
  const entryOf = (metafile, entryPoint) =>
    Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && metafile.outputs[file].entryPoint === entryPoint);
  const runtime = entryOf(runtimeMeta, RUNTIME);
  if (!runtime) throw new Error('the island runtime was not built');
  if (runtimeMeta.outputs[runtime].imports.some((entry) => entry.kind === 'import-statement')) throw new Error('the island runtime imports a chunk');
  const outputs = hydratorMeta.outputs;
  const files = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  // React and react-dom: loaded when the first island wakes.
  const hydrator = entryOf(hydratorMeta, HYDRATOR);
  if (!hydrator) throw new Error('the island hydrator was not built');
  const hydratorChunks = withStaticImports(outputs, hydrator);
  const islands = {};
  for (const [name, module] of registryModules()) {
    const chunk = files.find((file) => outputs[file].entryPoint?.replace(/\.[jt]sx?$/, '') === module);
    if (!chunk) throw new Error(`no chunk for island ${name} (${module})`);
    islands[name] = [...withStaticImports(outputs, chunk)].filter((file) => !hydratorChunks.has(file)).map(publicUrl);
  }
  const manifest = { runtime: publicUrl(runtime), hydrator: publicUrl(hydrator), preload: [...hydratorChunks].map(publicUrl), islands };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  precompress(outDir);
  return manifest;
}

/** Into `outDir`: the islands/ folder of a build being made (scripts/build-if-needed.mjs), never a served one. */
export async function buildIslands({ outDir }) {
  rmSync(outDir, { recursive: true, force: true });
  const [runtime, hydrator] = await Promise.all([build(runtimeBuildOptions(outDir)), build(hydratorBuildOptions(outDir))]);
  return writeManifest(outDir, runtime.metafile, hydrator.metafile);
}

/**
 * `npm run dev`: the same bundles, rebuilt into `outDir` on every change of a source they import.
 * `onBuild` gets the new manifest, or the error of a failed rebuild (the last good build stays).
 */
export async function watchIslands({ outDir, onBuild }) {
  rmSync(outDir, { recursive: true, force: true });
  const latest = { runtime: null, hydrator: null };
  const reporter = (part) => ({
    name: 'islands-reporter',
    setup(builder) {
      builder.onEnd((result) => {
        if (result.errors.length > 0) {
          onBuild(new Error(`the islands were not rebuilt: ${result.errors.map((entry) => entry.text).join('; ')}`));
          return;
        }
        latest[part] = result.metafile;
        // The first manifest once both parts have built.
        if (!latest.runtime || !latest.hydrator) return;
        try {
          onBuild(writeManifest(outDir, latest.runtime, latest.hydrator));
        } catch (error) {
          onBuild(error);
        }
      });
    },
  });
  const watched = (part, options) => context({ ...options, logLevel: 'silent', plugins: [...options.plugins, reporter(part)] });
  const parts = await Promise.all([watched('runtime', runtimeBuildOptions(outDir)), watched('hydrator', hydratorBuildOptions(outDir))]);
  await Promise.all(parts.map((part) => part.watch()));
  return { dispose: async () => void (await Promise.all(parts.map((part) => part.dispose()))) };
}

/**
 * Every bundle and style sheet beside its gzip (level 9) and brotli (quality 11) variant: the
 * server serves them from memory as they are, instead of compressing them itself at every start
 * (over a second of the event loop on this machine).
 */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const body = readFileSync(path.join(dir, name));
    writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
    writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await buildIslands({ outDir: outDirArgument() }), null, 2));

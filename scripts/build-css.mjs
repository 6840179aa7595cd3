// Builds the public style sheet: src/app/globals.css through Tailwind (the same @tailwindcss/postcss
// Next's pipeline runs for the editor's sheet), then Lightning CSS for Next's browser targets (as
// Next's pipeline did for this sheet: hex fallbacks before lab() colours), minified, to
// <build>/public/site-<hash>.css beside its gzip and brotli variants and a manifest the server reads
// (`/_site/site-<hash>.css`). Public pages (our renderer) and the routes Next renders (the editor's
// blocks) link this one sheet.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwind from '@tailwindcss/postcss';
import { build, context } from 'esbuild';
import { transform } from 'lightningcss';
import postcss from 'postcss';
import { outDirArgument } from './build-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const SITE_CSS_SOURCE = path.join(root, 'src', 'app', 'globals.css');
export const SITE_CSS_PREFIX = '/_site/';

/**
 * Classes the sheet must hold, or the sources were not scanned (a moved `@source`, an empty
 * folder): the document's body and a block's layout. Without them every page would be unstyled.
 */
const REQUIRED_SELECTORS = ['.antialiased', '.mx-auto', '.sr-only'];

/** Lightning CSS's version number of `major.minor`. */
const version = (major, minor = 0) => (major << 16) | (minor << 8);
/** Next 16's default targets (next/dist/shared/lib/modern-browserslist-target.js); the project sets no browserslist. */
const BROWSER_TARGETS = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

/** A failed build with the reason and what to check: the build stops here (non-zero exit). */
export class CssBuildError extends Error {
  name = 'CssBuildError';
}

/** Why `css` is not a usable public sheet, or null when it is. */
export function sheetProblem(css) {
  if (css.trim() === '') return 'the sheet is empty';
  if (/@import\s+["']tailwindcss|@tailwind\b|@apply\b|@source\b/.test(css)) return 'Tailwind directives are left in the sheet (the plugin did not run)';
  const missing = REQUIRED_SELECTORS.filter((selector) => !css.includes(selector));
  if (missing.length > 0)
    return `the sheet lacks ${missing.join(', ')}: Tailwind found none of the sources' classes (check the @source lines of src/app/globals.css)`;
  return null;
}

/**
 * esbuild plugin: the entry is the sheet Tailwind writes from `source`. Every file Tailwind scanned
 * is a watched file, and every scanned folder a watched folder, so a watching context rebuilds the
 * sheet when a class changes anywhere in the public sources.
 */
function tailwindEntry(source) {
  return {
    name: 'tailwind-entry',
    setup(builder) {
      builder.onResolve({ filter: /^site\.css$/ }, () => ({ path: source, namespace: 'tailwind' }));
      builder.onLoad({ filter: /.*/, namespace: 'tailwind' }, async (args) => {
        let input;
        try {
          input = readFileSync(args.path, 'utf8');
        } catch (error) {
          return { errors: [{ text: `the public sheet's source ${path.relative(root, args.path)} cannot be read: ${error.message}` }] };
        }
        let result;
        let css;
        try {
          result = await postcss([tailwind({ base: root, optimize: false })]).process(input, { from: args.path });
          css = transform({ filename: args.path, code: Buffer.from(result.css), minify: true, targets: BROWSER_TARGETS }).code.toString();
        } catch (error) {
          return { errors: [{ text: `Tailwind failed on ${path.relative(root, args.path)}: ${error.message}` }], watchFiles: [args.path] };
        }
        const watchFiles = [args.path];
        const watchDirs = [];
        for (const message of result.messages) {
          if (message.type === 'dependency') watchFiles.push(message.file);
          if (message.type === 'dir-dependency') watchDirs.push(message.dir);
        }
        const problem = sheetProblem(css);
        if (problem) return { errors: [{ text: `the public sheet is not usable: ${problem}` }], watchFiles, watchDirs };
        return { contents: css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles, watchDirs };
      });
    },
  };
}

/** The sheet's URL, after the output is written: the manifest, the variants, older sheets gone. */
function publish(outDir, metafile) {
  const written = Object.keys(metafile.outputs).find((file) => file.endsWith('.css'));
  if (!written) throw new CssBuildError('esbuild wrote no style sheet');
  const name = path.basename(written);
  for (const file of readdirSync(outDir)) if (file.startsWith('site-') && !file.startsWith(name)) rmSync(path.join(outDir, file));
  const body = readFileSync(path.join(outDir, name));
  writeFileSync(path.join(outDir, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
  writeFileSync(path.join(outDir, `${name}.br`), zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const manifest = { stylesheet: SITE_CSS_PREFIX + name };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function cssBuildOptions(outDir, source) {
  return {
    absWorkingDir: root,
    entryPoints: { site: 'site.css' },
    entryNames: '[name]-[hash]',
    outdir: outDir,
    bundle: true,
    minify: true,
    // Lightning CSS has already lowered the sheet for the browsers above: esbuild only names and writes it.
    target: 'esnext',
    metafile: true,
    write: true,
    plugins: [tailwindEntry(source)],
    logLevel: 'silent',
  };
}

/** The production build: throws a CssBuildError (the build fails) when the sheet cannot be made. */
export async function buildSiteCss({ outDir, source = SITE_CSS_SOURCE }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let result;
  try {
    result = await build(cssBuildOptions(outDir, source));
  } catch (error) {
    const reasons = (error.errors ?? []).map((entry) => entry.text).join('; ') || error.message;
    throw new CssBuildError(`the public style sheet was not built: ${reasons}`);
  }
  return publish(outDir, result.metafile);
}

/**
 * `npm run dev`: the sheet rebuilt whenever a scanned source or the sheet's own source changes.
 * `onBuild` gets the new manifest, or the error of a failed rebuild (the last good sheet stays).
 */
export async function watchSiteCss({ outDir, source = SITE_CSS_SOURCE, onBuild }) {
  mkdirSync(outDir, { recursive: true });
  const reporter = {
    name: 'site-css-reporter',
    setup(builder) {
      builder.onEnd((result) => {
        if (result.errors.length > 0) onBuild(new CssBuildError(result.errors.map((entry) => entry.text).join('; ')));
        else onBuild(publish(outDir, result.metafile));
      });
    },
  };
  const options = cssBuildOptions(outDir, source);
  const watching = await context({ ...options, plugins: [...options.plugins, reporter] });
  await watching.watch();
  return watching;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    // `--out DIR`: the public folder of a build being made (scripts/build-if-needed.mjs), never a served one.
    console.log(JSON.stringify(await buildSiteCss({ outDir: outDirArgument() })));
  } catch (error) {
    console.error(`[webbox] ${error.message}`);
    process.exit(1);
  }
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = ['README.md', 'docs/ARCHITECTURE.md'];
const TOP = ['src', 'scripts', 'tests', 'bench', 'docs', 'public'];

/**
 * The file paths the docs name in backticks (`src/…`, `scripts/…`, `tests/…`, `bench/…`, `docs/…`,
 * `public/…`), without patterns: a glob (`*`), a placeholder (`{slug}`, `<type>`) or an ellipsis
 * names no one file. A trailing `:line`, `#anchor` or `(…)` is not part of the path.
 */
function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const candidate = code
      ?.trim()
      .replace(/[:#(].*$/, '')
      .replace(/[.,;]$/, '');
    if (!candidate || !TOP.some((top) => candidate.startsWith(`${top}/`))) continue;
    if (/[*{}<>…\s]|\.\.\./.test(candidate)) continue;
    found.add(candidate);
  }
  return [...found];
}

/** Every file and folder (with a trailing `/`) below `dir`, relative to the root. */
function tree(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? [`${relative}/`, ...tree(relative)] : [relative];
  });
}

/**
 * The module table of docs/ARCHITECTURE.md names files relative to its row (`src/server/runtime/`
 * … `page-cache.ts`). A name with an extension or a trailing `/` must be in the row's folder or
 * below it, or in the folder around it (a sibling service: `pages/unique-slug.ts` in the
 * collections row), or at the root; built output (`dist/`) and URLs are skipped.
 */
function missingInModuleTable(markdown: string): string[] {
  const table = markdown.split('\n## Modules\n')[1]?.split('\n## ')[0] ?? '';
  const files = tree('src');
  const missing: string[] = [];
  for (const row of table.split('\n').filter((line) => line.startsWith('| `src/'))) {
    const [first = '', ...rest] = row.slice(1).split(' | ');
    const dirs = [...first.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\/?$/, '/'));
    for (const [, token = ''] of rest.join(' | ').matchAll(/`([^`\n]+)`/g)) {
      const name = token.trim();
      if (!/^[\w[\].-][\w[\]./-]*(?:\.(?:ts|tsx|mjs|css|json)|\/)$/.test(name) || /^(?:dist|src|scripts|tests|bench|docs|public)\//.test(name)) continue;
      const found =
        existsSync(path.join(ROOT, name)) ||
        dirs.some((dir) => {
          const around = `${path.posix.dirname(dir.replace(/\/$/, ''))}/`;
          return files.some((file) => file.startsWith(dir) && (file === dir + name || file.endsWith(`/${name}`))) || files.includes(around + name);
        });
      if (!found) missing.push(`${dirs.join(', ')}: ${name}`);
    }
  }
  return missing;
}

describe('paths named in the docs', () => {
  it('finds backticked paths and skips patterns', () => {
    expect(namedPaths('see `src/a.ts`, `tests/e2e/*.e2e.ts`, `src/shared/blocks/<type>/definition.ts`, `npm test` and `scripts/x.mjs:12`')).toEqual([
      'src/a.ts',
      'scripts/x.mjs',
    ]);
  });

  for (const doc of DOCS) {
    it(`exist, for every path ${doc} names`, () => {
      const missing = namedPaths(readFileSync(path.join(ROOT, doc), 'utf8')).filter((named) => !existsSync(path.join(ROOT, named)));
      expect(missing, `${doc} names files that do not exist: correct the path, or the sentence if the file was renamed or removed`).toEqual([]);
    });
  }

  it('exist, for the names in the module table of docs/ARCHITECTURE.md (relative to their row)', () => {
    const missing = missingInModuleTable(readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8'));
    expect(
      missing,
      "docs/ARCHITECTURE.md's module table names files its rows do not hold: correct the name, or the sentence if the file was renamed or removed",
    ).toEqual([]);
  });

  it('catches a renamed file in the module table', () => {
    const table =
      '\n## Modules\n\n| path | what |\n|---|---|\n| `src/server/runtime/` | `page-cache.ts`, `no-such-file.ts`, `dist/server/main.mjs` |\n\n## Next\n';
    expect(missingInModuleTable(table)).toEqual(['src/server/runtime/: no-such-file.ts']);
  });
});

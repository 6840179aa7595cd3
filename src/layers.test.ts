import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The layer rules of `.dependency-cruiser.cjs` (run by `npm run lint:imports` in `npm test`) must
 * catch an import that goes the wrong way. The probe modules are written into a scratch copy of
 * the layout (same folder names, same `@/` alias), so no other test ever sees them in src/.
 */
describe('import layers', () => {
  let scratch: string;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), source);
  };

  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'webbox-layers-'));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] }, jsx: 'react-jsx' } }));
    write('src/server/db.ts', 'export const db = 1;\n');
    write('src/server/services/save.ts', 'export const save = 1;\n');
    // The storage layer reaching up into a service (as the demo seed in db/seed did).
    write('src/server/db/probe.ts', "import { save } from '../services/save';\nexport const probe = save;\n");
    write('src/site/view.ts', 'export const view = 1;\n');
    write('src/shared/value.ts', 'export const value = 1;\n');
    write('src/game/island.ts', 'export const island = 1;\n');
    write('src/app/route.ts', 'export const route = 1;\n');
    // Backwards: shared reaching the server, a block reaching the site through the alias, a block
    // reaching a game island, a type-only import from the server, and site code importing a route.
    write('src/shared/probe.ts', "import { db } from '../server/db';\nexport const probe = db;\n");
    write('src/blocks/probe.ts', "import { view } from '@/site/view';\nimport { island } from '../game/island';\nexport const probe = [view, island];\n");
    write('src/blocks/typed.ts', "import type { db } from '../server/db';\nexport type Typed = typeof db;\n");
    write('src/site/probe.ts', "import { route } from '../app/route';\nexport const probe = route;\n");
    // Allowed: a block reading shared, the server reading shared.
    write('src/blocks/allowed.ts', "import { value } from '../shared/value';\nexport const allowed = value;\n");
    write('src/server/allowed.ts', "import { value } from '@/shared/value';\nexport const allowed = value;\n");
    // A two-file cycle, one side type-only (as `load.ts` ↔ `types.ts` was).
    write('src/shared/cycle-a.ts', "import type { B } from './cycle-b';\nexport type A = { b?: B };\n");
    write('src/shared/cycle-b.ts', "import type { A } from './cycle-a';\nexport type B = { a?: A };\n");
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('fails every backwards import and passes the allowed ones, with the project configuration', async () => {
    const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
    const tsConfigFile = path.join(scratch, 'tsconfig.json');
    const cwd = process.cwd();
    process.chdir(scratch);
    try {
      const result = await cruise(
        ['src'],
        { ...options, validate: true, baseDir: scratch, tsConfig: { fileName: tsConfigFile } },
        {},
        { tsConfig: extractTSConfig(tsConfigFile) },
      );
      if (typeof result.output === 'string') throw new Error('expected a cruise result');
      const violations = result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
      expect(violations).toEqual([
        'db-below-services: src/server/db/probe.ts → src/server/services/save.ts',
        'layer-blocks: src/blocks/probe.ts → src/game/island.ts',
        'layer-blocks: src/blocks/probe.ts → src/site/view.ts',
        'layer-blocks: src/blocks/typed.ts → src/server/db.ts',
        'layer-shared: src/shared/probe.ts → src/server/db.ts',
        'layer-site: src/site/probe.ts → src/app/route.ts',
        'no-circular: src/shared/cycle-a.ts → src/shared/cycle-b.ts',
        'nothing-imports-app: src/site/probe.ts → src/app/route.ts',
      ]);
    } finally {
      process.chdir(cwd);
    }
  });
});

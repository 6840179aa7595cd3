/**
 * The layers of src/ and the only directions they may import in (docs/ARCHITECTURE.md, "Layers"):
 *
 *   app ─▶ editor │ site │ game ─▶ blocks ─▶ shared
 *   app ─▶ server ─▶ shared          cli ─▶ server
 *
 * Each rule names a layer and every src/ folder it may reach; anything else under src/ is a
 * violation. Type-only imports count too: a layer that knows another's types depends on it.
 * `npm run lint:imports` runs this; src/layers.test.ts proves a backwards import fails.
 */
const LAYERS = {
  // Isomorphic: types, schemas, block definitions, option validation, catalogues, pure rules.
  shared: ['shared'],
  // Render-only views of the block types: data arrives as props, editing and game parts by injection.
  blocks: ['blocks', 'shared'],
  // The three front ends are siblings: none imports another, the app composes them.
  site: ['site', 'blocks', 'shared'],
  game: ['game', 'blocks', 'shared'],
  editor: ['editor', 'blocks', 'shared'],
  // Server-only code reads block definitions from shared, never a block view.
  server: ['server', 'shared'],
  cli: ['cli', 'server', 'shared'],
};

const layerRule = ([layer, allowed]) => ({
  name: `layer-${layer}`,
  comment: `src/${layer} may import only ${allowed.map((name) => `src/${name}`).join(', ')}`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: '^src/', pathNot: allowed.map((name) => `^src/${name}/`) },
});

module.exports = {
  forbidden: [
    ...Object.entries(LAYERS).map(layerRule),
    {
      name: 'nothing-imports-app',
      comment: 'src/app holds Next routes only; nothing may depend on a route',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'db-below-services',
      comment: 'src/server/db is the storage layer: it imports no service, the demo, the API or the runtime (the demo site is src/server/demo)',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: { path: '^src/server/(services|demo|api|runtime|admin)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only ones included: a cycle makes the load order matter and the two modules one',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Count `import type` as a dependency (see above).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

// `npm start`: build when needed (scripts/build-if-needed.mjs: once, into a new folder, never the
// one a running server reads), then run the Webbox server (database, cache, Next) on $PORT from
// that build. Servers started at once from one checkout wait for one build and all start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-paths.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const build = await buildIfNeeded();
// The compiled server of this build (scripts/build-server.mjs), which serves this build only; `npm run dev` runs the TypeScript sources.
const child = spawn(process.execPath, [path.join(build, 'server', 'main.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

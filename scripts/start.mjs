// `npm start`: build when needed, then run the Webbox server (database, cache, Next) on $PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();
// The compiled server (scripts/build-server.mjs); `npm run dev` runs the TypeScript sources.
const child = spawn(process.execPath, ['dist/server/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

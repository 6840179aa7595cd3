// Browser tests: Chromium from Debian, a production build, then Playwright against the real server.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
await buildIfNeeded();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
process.exit(result.status ?? 1);

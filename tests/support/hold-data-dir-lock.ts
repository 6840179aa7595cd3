import { acquireDataDirLock } from '../../src/server/platform/data-dir-lock';

/** Test helper process: takes the data-directory lock of argv[2], says so, and holds it until killed. */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir-lock.ts <dataDir>');
await acquireDataDirLock(dataDir);
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);

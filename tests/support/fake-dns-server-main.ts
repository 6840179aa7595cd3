import { startFakeDnsServer } from './fake-dns-server';

/**
 * The fake DNS server as a process of its own, for the browser tests' server (playwright.config.ts
 * starts it beside the app): `node --import tsx tests/support/fake-dns-server-main.ts 3342`. The
 * tests set its records over HTTP (`PUT /records`).
 */
const port = Number(process.argv[2] ?? 0);
const fake = await startFakeDnsServer({ port });
process.stdout.write(`fake DNS server on ${fake.server}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import { startFakeTranslationProvider } from './fake-translation-provider';

/**
 * The fake translation engine as a process of its own, for the browser tests' server
 * (playwright.config.ts starts it beside the app): `node --import tsx tests/support/fake-translation-server.ts 3211`.
 */
const port = Number(process.argv[2] ?? 0);
const fake = await startFakeTranslationProvider({ port });
process.stdout.write(`fake translation engine on ${fake.url}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

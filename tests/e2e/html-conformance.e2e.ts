import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * The W3C Nu HTML Checker over every page the demo's sitemap lists, plus the pages it leaves out
 * (search results, sign-in, a 404): no errors (issue 17). The checker runs locally (Java and the
 * `vnu-jar` package), once over all pages.
 */

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

test('every demo page is valid HTML', async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(20);
  paths.push('/de/search?q=brille', '/de/login', '/de/gibt-es-nicht');

  const dir = await mkdtemp(path.join(tmpdir(), 'webbox-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.set(`file:${file}`, pagePath);
    }
    const { stderr } = await promisify(execFile)('java', ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', dir], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
    const report = messages.map(
      (m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ? `«${m.extract.trim().slice(0, 120)}»` : ''}`,
    );
    expect(report).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

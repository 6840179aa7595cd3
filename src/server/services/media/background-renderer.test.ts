import os from 'node:os';
import pino from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackgroundRenderer, startBackgroundRenderer } from './background-renderer';
import { renderVariant } from './image-pipeline';

const logger = pino({ level: 'silent' });
let renderer: BackgroundRenderer | null = null;
afterEach(async () => {
  await renderer?.stop();
  renderer = null;
});

const photo = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
// The tests' children run at normal priority: niced, a busy test machine could leave them no CPU.
const NORMAL = { priority: 0 };

describe('the background renderer', () => {
  it('runs in a child process at the lowest priority', async () => {
    renderer = startBackgroundRenderer(logger);
    const render = renderer.render({ bytes: await photo(), width: 320, format: 'webp' });
    const pid = renderer.processId();
    expect(pid).toBeTypeOf('number');
    expect(pid).not.toBe(process.pid);
    expect(os.getPriority(pid)).toBe(19);
    const refused = expect(render).rejects.toThrow(/stopped/);
    await renderer.stop();
    await refused;
  });

  it('renders the same bytes as the server process, several at once', async () => {
    renderer = startBackgroundRenderer(logger, NORMAL);
    const bytes = await photo();
    const [webp, jpeg] = await Promise.all([renderer.render({ bytes, width: 320, format: 'webp' }), renderer.render({ bytes, width: 640, format: 'jpeg' })]);
    expect(webp.equals(await renderVariant({ bytes, width: 320, format: 'webp' }))).toBe(true);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
    // Not an image: refused, and the child keeps working.
    await expect(renderer.render({ bytes: Buffer.from('not an image'), width: 320, format: 'webp' })).rejects.toThrow();
    expect((await sharp(await renderer.render({ bytes, width: 320, format: 'avif' })).metadata()).width).toBe(320);
  }, 30_000);

  it('fails what a crashed child had, and starts a new one for the next render', async () => {
    renderer = startBackgroundRenderer(logger, NORMAL);
    const bytes = await photo();
    await renderer.render({ bytes, width: 320, format: 'webp' });
    const first = renderer.processId();
    const lost = renderer.render({ bytes, width: 640, format: 'avif' });
    process.kill(first ?? 0, 'SIGKILL');
    await expect(lost).rejects.toThrow(/exited/);
    const again = await renderer.render({ bytes, width: 320, format: 'png' });
    expect((await sharp(again).metadata()).format).toBe('png');
    expect(renderer.processId()).not.toBe(first);
  }, 30_000);
});

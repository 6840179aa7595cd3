import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BENIGN_SVG_BODIES, HOSTILE_SVG_BODIES, svgDocument } from '../../../../tests/support/svg-vectors';
import { svgProblem } from './svg-safety';
import { extensionOf, validateImageUpload } from './validate-upload';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('extensionOf', () => {
  it('reads the last extension, lower-cased, and none for dotfiles or bare names', () => {
    expect(extensionOf('Photo.final.JPG')).toBe('jpg');
    expect(extensionOf('C:\\x\\bild.png')).toBe('png');
    expect(extensionOf('README')).toBeNull();
    expect(extensionOf('.png')).toBeNull();
    expect(extensionOf('trailing.')).toBeNull();
  });
});

describe('validateImageUpload', () => {
  it('accepts an image whose bytes match its extension and reports its size', async () => {
    await expect(validateImageUpload({ fileName: 'a.png', bytes: await png() })).resolves.toEqual({
      extension: 'png',
      mimeType: 'image/png',
      width: 40,
      height: 30,
    });
    await expect(validateImageUpload({ fileName: 'b.jpeg', bytes: await jpeg() })).resolves.toMatchObject({ mimeType: 'image/jpeg' });
  });

  it('reports the displayed size of an EXIF-rotated photo', async () => {
    const rotated = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await expect(validateImageUpload({ fileName: 'r.jpg', bytes: rotated })).resolves.toMatchObject({ width: 30, height: 40 });
  });

  it('refuses names without an allowed extension', async () => {
    expect(await refusal(validateImageUpload({ fileName: 'bild', bytes: await png() }))).toBe('File has no extension');
    expect(await refusal(validateImageUpload({ fileName: 'bild.exe', bytes: await png() }))).toBe('File type not allowed');
    expect(await refusal(validateImageUpload({ fileName: 'bild.html', bytes: Buffer.from('<html>') }))).toBe('File type not allowed');
  });

  it('refuses bytes that are not what the extension says', async () => {
    expect(await refusal(validateImageUpload({ fileName: 'spoof.png', bytes: await jpeg() }))).toBe('File type not allowed');
    expect(await refusal(validateImageUpload({ fileName: 'page.png', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }))).toBe(
      'File type not allowed',
    );
    expect(await refusal(validateImageUpload({ fileName: 'page.svg', bytes: Buffer.from('<html><body>hi</body></html>') }))).toBe('File type not allowed');
  });

  it('refuses empty files and pixel bombs', async () => {
    expect(await refusal(validateImageUpload({ fileName: 'a.png', bytes: Buffer.alloc(0) }))).toBe('File is empty');
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(validateImageUpload({ fileName: 'bomb.png', bytes: bomb }))).toBe('Image is too large (max 50 megapixels)');
  });

  it('accepts inert SVG and refuses script, handlers, foreign HTML, script URLs (entity-encoded too) and entities', async () => {
    const svg = (body: string) => Buffer.from(svgDocument(body));
    await expect(validateImageUpload({ fileName: 'ok.svg', bytes: svg('<rect width="20" height="10" fill="red"/>') })).resolves.toMatchObject({
      extension: 'svg',
      width: 20,
      height: 10,
    });
    for (const body of BENIGN_SVG_BODIES) expect(svgProblem(svg(body)), body).toBeNull();
    for (const body of HOSTILE_SVG_BODIES)
      expect(await refusal(validateImageUpload({ fileName: 'x.svg', bytes: svg(body) })), body).toBe('SVG contains script');
    const entities = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
    expect(await refusal(validateImageUpload({ fileName: 'e.svg', bytes: entities }))).toBe('SVG contains script');
    const xslt = Buffer.from('<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml,x"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await refusal(validateImageUpload({ fileName: 's.svg', bytes: xslt }))).toBe('SVG contains script');
  });
});

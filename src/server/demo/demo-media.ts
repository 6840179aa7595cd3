import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_CACHE_CONTROL } from '../../shared/constants/media';
import { LOCALES, type Locale } from '../../shared/locales';
import { getStorage } from '../platform/storage';
import { updateMedia } from '../services/media/media-records';
import { uploadCaptions } from '../services/media/upload-captions';
import { uploadImage } from '../services/media/upload-image';
import { createDirectUpload, createVideoEntry, findUpload } from '../services/media/video-upload';
import type { Database } from '../db/client';
import { altTextsFor, DEMO_ALT_TEXTS, DEMO_GALLERY_ALT } from './demo-media-alt';

/**
 * Demo media, made at seed time rather than shipped as photos: each image is an SVG scene (a
 * gradient, a pair of glasses, a few shapes) rendered to JPEG by sharp and stored through the
 * normal upload path, so it has real dimensions, a blur hash and responsive variants. The video is
 * a two-second WebM kept beside this file.
 */
type Scene = { name: string; width: number; height: number; hue: number };

/** Wide scenes (hero, text on image) and card scenes, referenced by name in the catalogue page. */
const CONTENT_SCENES = {
  hero: { name: 'Schaufenster Optik Muster.jpg', width: 1600, height: 900, hue: 205 },
  banner: { name: 'Herbstkollektion.jpg', width: 1600, height: 900, hue: 28 },
  classic: { name: 'Klassische Fassungen.jpg', width: 900, height: 1125, hue: 215 },
  sport: { name: 'Sportbrillen.jpg', width: 900, height: 1125, hue: 150 },
  kids: { name: 'Kinderbrillen.jpg', width: 900, height: 1125, hue: 330 },
  shop: { name: 'Ladenansicht.jpg', width: 900, height: 900, hue: 40 },
  workshop: { name: 'Werkstatt.jpg', width: 900, height: 900, hue: 190 },
  eyeTest: { name: 'Sehtest.jpg', width: 900, height: 900, hue: 260 },
  lenses: { name: 'Kontaktlinsen.jpg', width: 900, height: 900, hue: 175 },
  sun: { name: 'Sonnenbrillen.jpg', width: 900, height: 900, hue: 45 },
  titanium: { name: 'Titanfassung.jpg', width: 900, height: 900, hue: 230 },
  care: { name: 'Pflegeset.jpg', width: 900, height: 900, hue: 120 },
} as const satisfies Record<string, Scene>;

export type DemoImageKey = keyof typeof CONTENT_SCENES;
/** More than one batch of 24, so the gallery shows its "more" button. */
export const DEMO_GALLERY_SIZE = 30;

export type DemoMedia = { images: Record<DemoImageKey, string>; gallery: string[]; video: string; captions: { de: string; fr: string } };

/** The demo clip's captions (it lasts two seconds), one file per language. */
const CAPTIONS = {
  de: { name: 'Rundgang im Laden.de.vtt', text: 'Willkommen bei Optik Muster' },
  fr: { name: 'Rundgang im Laden.fr.vtt', text: 'Bienvenue chez Optik Muster' },
} as const;

async function seedCaptions(db: Database, siteId: string): Promise<DemoMedia['captions']> {
  const upload = (language: keyof typeof CAPTIONS) =>
    uploadCaptions(db, {
      siteId,
      fileName: CAPTIONS[language].name,
      bytes: Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${CAPTIONS[language].text}\n`),
      folder: 'demo',
      tags: ['demo'],
    });
  return { de: (await upload('de')).id, fr: (await upload('fr')).id };
}

// From the project root like the migrations: the compiled server runs from dist/, not beside this file.
const VIDEO_FILE = path.resolve(process.cwd(), 'src/server/demo/assets/demo-clip.webm');

/** A calm product-shot-like scene: background gradient, a shelf line, sun disc and a pair of glasses. */
export function sceneSvg({ width, height, hue }: Omit<Scene, 'name'>): string {
  const cx = width / 2;
  const cy = height * 0.55;
  const r = Math.min(width, height) * 0.14;
  const gap = r * 0.55;
  const stroke = Math.max(6, r * 0.18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,38%)"/></linearGradient>
<radialGradient id="glow" cx="0.3" cy="0.25" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<circle cx="${width * 0.8}" cy="${height * 0.22}" r="${r * 0.9}" fill="hsl(${(hue + 180) % 360},70%,70%)" opacity="0.6"/>
<rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="hsl(${hue},30%,22%)" opacity="0.35"/>
<g fill="hsl(${hue},60%,92%)" fill-opacity="0.25" stroke="#fff" stroke-width="${stroke}">
<circle cx="${cx - r - gap / 2}" cy="${cy}" r="${r}"/>
<circle cx="${cx + r + gap / 2}" cy="${cy}" r="${r}"/>
</g>
<path d="M${cx - gap / 2} ${cy - r * 0.2} Q${cx} ${cy - r * 0.6} ${cx + gap / 2} ${cy - r * 0.2}" fill="none" stroke="#fff" stroke-width="${stroke}" stroke-linecap="round"/>
<path d="M${cx - 2 * r - gap / 2} ${cy - r * 0.3} L${cx - 2 * r - gap / 2 - r * 0.9} ${cy - r * 0.6}M${cx + 2 * r + gap / 2} ${cy - r * 0.3} L${cx + 2 * r + gap / 2 + r * 0.9} ${cy - r * 0.6}" stroke="#fff" stroke-width="${stroke}" stroke-linecap="round"/>
</svg>`;
}

type Described = { siteId: string; locales: readonly Locale[]; alt: Readonly<Record<Locale, string>> };

/** One scene through the upload path, then described in the site's languages like an editor would. */
async function seedImage(db: Database, image: Described & { scene: Scene; tags: string[] }): Promise<string> {
  const { siteId, scene, tags, locales, alt } = image;
  const bytes = await sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const media = await uploadImage(db, { siteId, fileName: scene.name, bytes, folder: 'demo', tags });
  await updateMedia(db, { siteId, id: media.id, locales, alt: altTextsFor(alt, locales) });
  return media.id;
}

async function seedVideo(db: Database, siteId: string): Promise<string> {
  const bytes = await readFile(VIDEO_FILE);
  const storage = getStorage();
  // The same three steps as an editor's direct upload: a waiting row, the bytes, the entry.
  const upload = await createDirectUpload(db, { siteId, fileName: 'Rundgang im Laden.webm', fileSize: bytes.length });
  const row = await findUpload(db, { siteId, uploadId: upload.id });
  await storage.put(row.objectKey, bytes, row.mimeType, MEDIA_CACHE_CONTROL);
  const video = await createVideoEntry(db, { siteId, uploadId: upload.id, isStored: async (key) => (await storage.head(key)) !== null });
  return video.id;
}

/**
 * Uploads the demo images (each with its alternative text in the site's languages) and the video
 * for a site; ids by role, gallery ids in display order.
 */
export async function seedDemoMedia(db: Database, siteId: string, locales: readonly Locale[]): Promise<DemoMedia> {
  const images = {} as Record<DemoImageKey, string>;
  for (const [key, scene] of Object.entries(CONTENT_SCENES) as [DemoImageKey, Scene][]) {
    images[key] = await seedImage(db, { siteId, scene, tags: ['demo'], locales, alt: DEMO_ALT_TEXTS[key] });
  }
  const gallery: string[] = [];
  for (let n = 1; n <= DEMO_GALLERY_SIZE; n++) {
    // Alternating landscape and portrait, so the masonry layout has something to arrange.
    const portrait = n % 3 === 0;
    const scene = { name: `Galerie ${String(n).padStart(2, '0')}.jpg`, width: portrait ? 480 : 720, height: portrait ? 720 : 480, hue: (n * 37) % 360 };
    const alt = Object.fromEntries(LOCALES.map((locale) => [locale, DEMO_GALLERY_ALT[locale](n)])) as Record<Locale, string>;
    gallery.push(await seedImage(db, { siteId, scene, tags: ['demo', 'galerie'], locales, alt }));
  }
  return { images, gallery, video: await seedVideo(db, siteId), captions: await seedCaptions(db, siteId) };
}

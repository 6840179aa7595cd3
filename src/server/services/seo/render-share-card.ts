import sharp from 'sharp';
import { SHARE_CARD_SIZE } from '../../../shared/seo/share-card';

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
const MARGIN = 80;
const LOGO_SIZE = 160;
/** Fonts every Debian/Ubuntu image has (fontconfig picks the first present); shapes and layout never depend on them. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Lines of at most `perLine` characters, broken between words; past `maxLines` the last ends with "…". */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine || !line) line = candidate.length > perLine ? `${candidate.slice(0, perLine - 1)}…` : candidate;
    else {
      lines.push(line);
      line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

/** White or near-black, whichever reads better on the background (WCAG relative luminance). */
function textColourOn(background: string): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background)?.[1] ?? '13293d';
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}

function cardSvg(options: { background: string; siteName: string; pageName: string; withLogo: boolean }): string {
  const colour = textColourOn(options.background);
  const textLeft = MARGIN;
  const pageLines = wrapText(options.pageName, 24, 2);
  const siteLines = wrapText(options.siteName, 40, 1);
  const pageTop = options.withLogo ? MARGIN + LOGO_SIZE + 110 : 260;
  const tspans = pageLines.map((line, index) => `<tspan x="${textLeft}" y="${pageTop + index * 78}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${escapeXml(options.background)}"/>
<rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="${colour}" opacity="0.35"/>
<text font-family="${FONT}" font-size="64" font-weight="700" fill="${colour}">${tspans}</text>
<text x="${textLeft}" y="${HEIGHT - MARGIN}" font-family="${FONT}" font-size="40" fill="${colour}" opacity="0.85">${escapeXml(siteLines[0] ?? '')}</text>
</svg>`;
}

/**
 * The 1200×630 PNG link-preview card: the logo (contained, top left) and the page's and site's
 * names on the theme colour. A logo sharp cannot decode is left out rather than failing the card.
 */
export async function renderShareCard(options: { logo: Buffer | null; background: string; siteName: string; pageName: string }): Promise<Buffer> {
  let logo: Buffer | null = null;
  if (options.logo) {
    logo = await sharp(options.logo, { density: 300, limitInputPixels: 50_000_000 })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
      .catch(() => null);
  }
  const svg = cardSvg({ background: options.background, siteName: options.siteName, pageName: options.pageName, withLogo: logo !== null });
  const card = sharp(Buffer.from(svg), { density: 72 }).resize(WIDTH, HEIGHT);
  const composed = logo ? card.composite([{ input: logo, left: MARGIN, top: MARGIN }]) : card;
  const drawn = await composed.png().toBuffer();
  return sharp(drawn).flatten({ background: options.background }).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}

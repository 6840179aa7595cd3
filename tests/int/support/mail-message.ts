/**
 * A small RFC 822 reader for the tests: unfolded headers, decoded subject, and the text/plain part
 * decoded from quoted-printable or base64. Enough to read what nodemailer writes.
 */
export type ReadMail = { headers: Map<string, string[]>; header: (name: string) => string | undefined; subject: string; text: string; raw: string };

export function readMail(raw: string): ReadMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = parseHeaders(normalized.slice(0, split));
  const body = normalized.slice(split + 2);
  const header = (name: string) => headers.get(name.toLowerCase())?.[0];
  return { headers, header, subject: decodeWords(header('subject') ?? ''), text: textPart(headers, body), raw };
}

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = block.replace(/\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

function textPart(headers: Map<string, string[]>, body: string): string {
  const type = headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return decodeBody(body, headers.get('content-transfer-encoding')?.[0]);
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\n\n');
    if (split < 0) continue;
    const partHeaders = parseHeaders(part.slice(0, split).trim());
    const partType = partHeaders.get('content-type')?.[0] ?? '';
    if (partType.toLowerCase().startsWith('multipart/')) return textPart(partHeaders, part.slice(split + 2));
    if (partType.toLowerCase().startsWith('text/plain')) return decodeBody(part.slice(split + 2), partHeaders.get('content-transfer-encoding')?.[0]);
  }
  return '';
}

function decodeBody(body: string, encoding = '7bit'): string {
  const trimmed = body.replace(/\n$/, '');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(trimmed);
  if (/base64/i.test(encoding)) return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8');
  return trimmed;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes =?UTF-8?Q?…?= and =?UTF-8?B?…?= words (adjacent words join without the space between). */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

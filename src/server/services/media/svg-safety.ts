import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** True when the bytes look like an SVG document (text, with an <svg> root after any prolog). */
export function looksLikeSvg(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const text = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  const prolog = /^(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^[>]*(\[[\s\S]*?\])?\s*>\s*)*/i;
  return /^<svg[\s>]/i.test(text.replace(prolog, ''));
}

const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const HREF_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction']);
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`). */
const squash = (value: string) =>
  [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

type OrderedNode = Record<string, unknown>;

/** Why an SVG is refused, or null when it is inert (no script, handlers, foreign HTML or script URLs). */
export function svgProblem(bytes: Buffer): 'media.svgScript' | 'media.svgInvalid' | null {
  const text = bytes.toString('utf8');
  // Entities enable billion-laughs expansion and external references; SVG artwork has no need of them.
  if (/<!ENTITY/i.test(text)) return 'media.svgScript';
  if (XMLValidator.validate(text) !== true) return 'media.svgInvalid';
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, processEntities: false, allowBooleanAttributes: true });
  const tree: unknown = parser.parse(text);
  return Array.isArray(tree) && walk(tree) ? 'media.svgScript' : null;
}

function walk(nodes: unknown[]): boolean {
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    for (const [name, value] of Object.entries(node as OrderedNode)) {
      if (name === ':@') {
        if (attributesUnsafe(value, node as OrderedNode)) return true;
        continue;
      }
      if (name === '#text' || name === '#comment') continue;
      if (FORBIDDEN_ELEMENTS.has(localName(name))) return true;
      if (Array.isArray(value) && walk(value)) return true;
    }
  }
  return false;
}

function attributesUnsafe(attributes: unknown, node: OrderedNode): boolean {
  if (!attributes || typeof attributes !== 'object') return false;
  const element = Object.keys(node).find((key) => key !== ':@') ?? '';
  for (const [rawName, rawValue] of Object.entries(attributes as Record<string, unknown>)) {
    const name = rawName.toLowerCase();
    const value = typeof rawValue === 'string' ? squash(rawValue) : '';
    if (localName(name).startsWith('on')) return true;
    if (value.includes('javascript:') || value.includes('vbscript:')) return true;
    if (HREF_ATTRIBUTES.has(name) && value.startsWith('data:')) return true;
    // <set>/<animate> can rewrite an href into a script URL at run time.
    if (['set', 'animate'].includes(localName(element)) && name === 'attributename' && HREF_ATTRIBUTES.has(value)) return true;
  }
  return false;
}

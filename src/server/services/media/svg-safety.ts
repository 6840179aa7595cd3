import { decodeHTML } from 'entities';
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

/** Elements that run script, embed other documents, or change where the document's links go. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'portal',
  'handler',
  'listener',
  'meta',
  'base',
  'link',
]);
const HREF_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction']);
/** An element in the XHTML namespace is an HTML element inside the SVG: none belongs in artwork. */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** Documents a data: URL could carry that run script wherever a URL is followed. */
const SCRIPTABLE_DATA = /data:(?:text\/html|text\/xml|application\/|image\/svg)/;
const CDATA = '#cdata';
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/**
 * What a browser reads in an attribute value: entities decoded (`&#106;avascript:` is
 * `javascript:`; HTML's named ones too, `&colon;`, in case the SVG is ever parsed as HTML), until
 * nothing changes, then without whitespace and control characters, which browsers drop inside a
 * URL scheme (`java\tscript:`), and lower-cased.
 */
export function asBrowserReads(raw: string): string {
  let value = raw;
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodeHTML(value);
    if (decoded === value) break;
    value = decoded;
  }
  return [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
}

type OrderedNode = Record<string, unknown>;

/**
 * Why an SVG is refused, or null when it is inert: no script, handlers, foreign HTML, embedded
 * documents, style sheets by processing instruction (XSLT runs script), or script URLs — checked
 * on the values as a browser decodes them.
 */
export function svgProblem(bytes: Buffer): 'media.svgScript' | 'media.svgInvalid' | null {
  const text = bytes.toString('utf8');
  // Entities enable billion-laughs expansion and external references; SVG artwork has no need of them.
  if (/<!ENTITY/i.test(text)) return 'media.svgScript';
  if (/<\?xml-stylesheet/i.test(text)) return 'media.svgScript';
  if (XMLValidator.validate(text) !== true) return 'media.svgInvalid';
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    preserveOrder: true,
    processEntities: false,
    allowBooleanAttributes: true,
    cdataPropName: CDATA,
  });
  const tree: unknown = parser.parse(text);
  return Array.isArray(tree) && walk(tree, null) ? 'media.svgScript' : null;
}

function walk(nodes: unknown[], parent: string | null): boolean {
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    for (const [name, value] of Object.entries(node as OrderedNode)) {
      if (name === ':@') {
        if (attributesUnsafe(value, node as OrderedNode)) return true;
        continue;
      }
      if (name === '#text' || name === '#comment') continue;
      // CDATA hides markup from the XML parser; artwork uses it only for style sheets, which hold no markup.
      if (name === CDATA) {
        if (parent !== 'style' || (Array.isArray(value) && JSON.stringify(value).includes('<'))) return true;
        continue;
      }
      const local = localName(name);
      if (FORBIDDEN_ELEMENTS.has(local)) return true;
      if (Array.isArray(value) && walk(value, local)) return true;
    }
  }
  return false;
}

function attributesUnsafe(attributes: unknown, node: OrderedNode): boolean {
  if (!attributes || typeof attributes !== 'object') return false;
  const element = localName(Object.keys(node).find((key) => key !== ':@') ?? '');
  for (const [rawName, rawValue] of Object.entries(attributes as Record<string, unknown>)) {
    const name = rawName.toLowerCase();
    const value = typeof rawValue === 'string' ? asBrowserReads(rawValue) : '';
    if (localName(name).startsWith('on')) return true;
    if ((name === 'xmlns' || name.startsWith('xmlns:')) && value === XHTML_NAMESPACE) return true;
    if (value.includes('javascript:') || value.includes('vbscript:')) return true;
    if (SCRIPTABLE_DATA.test(value)) return true;
    if (HREF_ATTRIBUTES.has(name) && value.startsWith('data:')) return true;
    // <set>/<animate> can rewrite an href into a script URL, or add a handler, at run time.
    if (['set', 'animate'].includes(element) && name === 'attributename' && (HREF_ATTRIBUTES.has(value) || localName(value).startsWith('on'))) return true;
  }
  return false;
}

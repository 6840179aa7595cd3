/**
 * Test support (unit and browser tests, never runtime code): finds German editor texts left in a
 * UI that should be in another editor language. Pure and import-free, so browser tests can use it
 * on catalogue files they read themselves.
 */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => (typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The literal words of an ICU message: placeholders, plurals and selects cut out. */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) parts.push(current);
      current = '';
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += char;
    }
  }
  parts.push(current);
  return parts.map(normalise).filter(Boolean);
}

/** Shorter pieces of a German message are not looked for on their own: "in" or ":" would match anything. */
const MIN_PART = 8;
/** Longer German texts are also found inside a text that holds more (an error sentence with a name). */
const MIN_CONTAINED = 12;

/**
 * The German texts of the given namespaces that the target language words differently, as the
 * pieces to look for. A German text the target also uses somewhere (a shared loanword) is left out.
 */
export function germanProbes(german: Record<string, Tree>, target: Record<string, Tree>): string[] {
  const targetTexts = new Set<string>();
  const probes = new Set<string>();
  for (const tree of Object.values(target)) for (const [, text] of leaves(tree)) for (const part of literalParts(text)) targetTexts.add(part);
  for (const [namespace, tree] of Object.entries(german)) {
    const own = new Map(leaves(target[namespace] ?? {}));
    for (const [key, text] of leaves(tree)) {
      if (own.get(key) === text) continue;
      const parts = literalParts(text);
      const whole = parts.length === 1 && !text.includes('{');
      for (const part of parts) if ((whole || part.length >= MIN_PART) && !targetTexts.has(part)) probes.add(part);
    }
  }
  return [...probes];
}

/** The probes that show in the given UI texts (whole texts, or inside a longer text for long probes). */
export function germanLeftovers(texts: readonly string[], probes: readonly string[]): string[] {
  const units = texts.map(normalise).filter(Boolean);
  return probes.filter((probe) => units.some((unit) => unit === probe || (probe.length >= MIN_CONTAINED && unit.includes(probe))));
}

/**
 * What a person reads or hears in a part of the page: its text nodes and the accessible names,
 * tooltips and placeholders in attributes. Self-contained so a browser test can hand it to
 * `locator.evaluate`.
 */
export function visibleTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

type Tree = { [key: string]: string | Tree };
const MESSAGES = path.resolve(import.meta.dirname, '../../src/shared/i18n/messages');

function read(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(MESSAGES, locale, `${namespace}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** The literal runs of a message ("{count} Treffer für" → ["Treffer für"]), plural branches included. */
function literals(elements: MessageFormatElement[], into: string[] = []): string[] {
  let run = '';
  const flush = () => {
    if (run.trim()) into.push(run.trim());
    run = '';
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) run += element.value;
    else {
      flush();
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) literals(option.value, into);
      if (element.type === TYPE.tag) literals(element.children, into);
    }
  }
  flush();
  return into;
}

/**
 * German UI texts a page in `locale` must not show: the literal runs (at least `minLength`
 * characters, with a letter) of every German message of the given namespaces whose text in
 * `locale` differs, minus runs the language's own catalogues also contain (shared brand words).
 */
export function germanUiTexts(locale: string, namespaces: string[], minLength = 6): string[] {
  const found = new Set<string>();
  const own = namespaces.flatMap((namespace) => [...flatten(read(locale, namespace)).values()]).join('\n');
  for (const namespace of namespaces) {
    const german = flatten(read('de', namespace));
    const theirs = flatten(read(locale, namespace));
    for (const [key, text] of german) {
      if (theirs.get(key) === text) continue;
      for (const run of literals(parse(text))) {
        if (run.length >= minLength && /\p{L}/u.test(run) && !own.includes(run)) found.add(run);
      }
    }
  }
  return [...found];
}

/** Visible text and the attributes people read (labels, titles, placeholders, alt texts). */
export function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)].map((match) => match[1]);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode(`${body}\n${attributes.join('\n')}`).replace(/\s+/g, ' ');
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** Whether `text` contains `phrase` as whole words (not "Kontakt" inside "Kontaktlinsen"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

import type { Locale } from '../locales';
import { fallbackChain } from './fallback';
import { catalogueFiles } from './messages/index.generated';
import { createT } from './translator';

/** The German catalogues define every namespace and key; the others must match them. */
export type Catalogues = (typeof catalogueFiles)['de'];
export type Namespace = keyof Catalogues;
export type NamespaceMessages<N extends Namespace> = Catalogues[N];

type MessageTree = { [key: string]: string | MessageTree };
const files = catalogueFiles as unknown as Partial<Record<Locale, Partial<Record<Namespace, MessageTree>>>>;

/** The raw catalogue file, or undefined when that language has none for the namespace. */
export function catalogueFile(locale: Locale, namespace: Namespace): MessageTree | undefined {
  return files[locale]?.[namespace];
}

const merged = new Map<string, MessageTree>();

/**
 * A namespace's messages for a language, every missing key filled by the fallback chain
 * (`fallbackChain`), merged once per language and namespace. What a server component hands to a
 * client island.
 */
export function messagesFor<N extends Namespace>(locale: Locale, namespace: N): NamespaceMessages<N> {
  const id = `${locale}/${namespace}`;
  let tree = merged.get(id);
  if (!tree) {
    tree = {};
    for (const language of fallbackChain(locale).reverse()) {
      const file = catalogueFile(language, namespace);
      if (file) tree = mergeTrees(tree, file);
    }
    merged.set(id, tree);
    if (process.env.NODE_ENV === 'development') warnMissing(locale, namespace);
  }
  return tree as NamespaceMessages<N>;
}

/** Server-side translator of one namespace in one language. */
export function getTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  const messages = { [namespace]: messagesFor(locale, namespace) } as unknown as Catalogues;
  return createT<Catalogues, N>({ locale, namespace, messages });
}

function mergeTrees(base: MessageTree, over: MessageTree): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = typeof value === 'object' && typeof below === 'object' ? mergeTrees(below, value) : value;
  }
  return result;
}

/** Keys of a message tree as dotted paths. */
export function messageKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? messageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

function warnMissing(locale: Locale, namespace: Namespace): void {
  const own = new Set(messageKeys(catalogueFile(locale, namespace) ?? {}));
  const missing = messageKeys(catalogueFile('de', namespace) ?? {}).filter((key) => !own.has(key));
  if (missing.length)
    console.warn(`[i18n] ${locale}/${namespace} lacks ${missing.length} text(s), shown by the fallback chain: ${missing.slice(0, 5).join(', ')}`);
}

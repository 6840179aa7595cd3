import { readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { indexPath, renderIndex } from '../../../scripts/i18n-index.mjs';
import type { Locale } from '../locales';
import { requiredLocales } from './audiences';
import { catalogueFile, messageKeys, messagesFor, type Namespace } from './catalogues';
import { fallbackChain } from './fallback';
import { catalogueFiles } from './messages/index.generated';

const namespaces = Object.keys(catalogueFiles.de) as Namespace[];

type Tree = { [key: string]: string | Tree };
function valueAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The argument names a message uses, including those inside plural/select branches and tags. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('message catalogues', () => {
  it('has an index that lists exactly the catalogue files (npm run i18n:index)', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(renderIndex());
  });

  for (const namespace of namespaces) {
    const source = catalogueFile('de', namespace) as Tree;
    const sourceKeys = messageKeys(source);
    for (const locale of requiredLocales(namespace)) {
      describe(`${locale}/${namespace}`, () => {
        const file = catalogueFile(locale, namespace) as Tree | undefined;
        it('exists and has every key of the German catalogue, and no other', () => {
          expect(file, `missing src/shared/i18n/messages/${locale}/${namespace}.json`).toBeDefined();
          const keys = messageKeys(file ?? {});
          expect(
            sourceKeys.filter((key) => !keys.includes(key)),
            'keys missing',
          ).toEqual([]);
          expect(
            keys.filter((key) => !sourceKeys.includes(key)),
            'keys the German catalogue lacks',
          ).toEqual([]);
        });
        it('parses as ICU MessageFormat with the placeholders of the German text', () => {
          const problems: string[] = [];
          for (const key of sourceKeys) {
            const text = valueAt(file ?? {}, key);
            const german = valueAt(source, key);
            if (text === undefined || german === undefined) continue;
            try {
              const ours = [...argumentsOf(parse(text))].sort();
              const theirs = [...argumentsOf(parse(german))].sort();
              if (ours.join() !== theirs.join()) problems.push(`${key}: {${ours.join(', ')}} ≠ German {${theirs.join(', ')}}`);
            } catch (error) {
              problems.push(`${key}: ${(error as Error).message}`);
            }
          }
          expect(problems).toEqual([]);
        });
      });
    }
  }
});

describe('fallback chain', () => {
  it('reads German for Romansh, then English, and ends in the complete German catalogue', () => {
    expect(fallbackChain('rm')).toEqual(['rm', 'de', 'en']);
    expect(fallbackChain('es')).toEqual(['es', 'en', 'de']);
    expect(fallbackChain('de')).toEqual(['de', 'en']);
  });

  it('fills a key a language lacks from the next language of its chain', () => {
    const locale: Locale = 'es';
    const messages = messagesFor(locale, namespaces[0] as Namespace) as Tree;
    for (const key of messageKeys(catalogueFile('de', namespaces[0] as Namespace) as Tree)) {
      expect(valueAt(messages, key)).toBeTypeOf('string');
    }
  });
});

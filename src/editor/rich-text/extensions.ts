import { Extension } from '@tiptap/core';
import { TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { COLOR_PALETTE, HEADING_LEVELS, isOneOf, TEXT_SIZES } from '@/shared/blocks/constants';
import { asLinkValue } from '@/shared/blocks/fields';
import { FONT_SIZE_CLASSES, PARAGRAPH_CLASSES } from './rich-text-classes';

const HIERARCHIES = ['large', 'small'] as const;

/**
 * The attributes the live renderer understands (src/blocks/_shared/rich-text-attrs.ts), stored
 * the way it reads them: palette colour NAMES and size names on textStyle, `textHierarchy` on
 * paragraphs, and a structured `link` on page links. In the editor they render with the same
 * classes and CSS variables as the live page.
 */
const LiveAttributes = Extension.create({
  name: 'webboxLiveAttributes',
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          color: {
            default: null,
            parseHTML: (element) => {
              const name = element.getAttribute('data-color');
              return isOneOf(COLOR_PALETTE, name) ? name : null;
            },
            renderHTML: (attributes) =>
              isOneOf(COLOR_PALETTE, attributes.color) && attributes.color !== 'transparent'
                ? { 'data-color': attributes.color, style: `color: var(--site-${attributes.color})` }
                : {},
          },
          fontSize: {
            default: null,
            parseHTML: (element) => {
              const size = element.getAttribute('data-font-size');
              return isOneOf(TEXT_SIZES, size) ? size : null;
            },
            renderHTML: (attributes) =>
              isOneOf(TEXT_SIZES, attributes.fontSize)
                ? { 'data-font-size': attributes.fontSize, class: FONT_SIZE_CLASSES[attributes.fontSize], style: `--webbox-font-size: ${attributes.fontSize}` }
                : {},
          },
        },
      },
      {
        types: ['paragraph'],
        attributes: {
          textHierarchy: {
            default: null,
            keepOnSplit: true,
            parseHTML: (element) => {
              const value = element.getAttribute('data-hierarchy');
              return isOneOf(HIERARCHIES, value) ? value : null;
            },
            renderHTML: (attributes) =>
              isOneOf(HIERARCHIES, attributes.textHierarchy)
                ? { 'data-hierarchy': attributes.textHierarchy, class: PARAGRAPH_CLASSES[attributes.textHierarchy] }
                : {},
          },
        },
      },
      {
        types: ['link'],
        attributes: {
          link: {
            default: null,
            parseHTML: (element) => {
              try {
                return asLinkValue(JSON.parse(element.getAttribute('data-link') ?? 'null'));
              } catch {
                return null;
              }
            },
            renderHTML: (attributes) => (attributes.link ? { 'data-link': JSON.stringify(attributes.link) } : {}),
          },
        },
      },
    ];
  },
});

/** The rich-text schema: headings 1–6, lists, bold/italic, links without autolink, "Aa" placeholder. */
export function richTextExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // An empty paragraph added after a final heading or list would show as a blank line on the live page.
      trailingNode: false,
      link: { autolink: false, linkOnPaste: false, openOnClick: false, HTMLAttributes: { rel: 'noopener noreferrer', class: null } },
    }),
    TextStyle,
    LiveAttributes,
    Placeholder.configure({ placeholder }),
  ];
}

import { Fragment, type ReactNode } from 'react';
import type { RichTextMark, RichTextNode, RichTextValue } from '../../shared/content/types';
import { RICH_TEXT_MAX_DEPTH, type TextSize } from '../../shared/blocks/constants';
import { isRecord, type LinkContext } from '../../shared/blocks/fields';
import { fontSize, type HeadingLevel, headingLevel, listStart, markLink, type ParagraphSize, paragraphSize, textColor } from './rich-text-attrs';

/**
 * Whitelist renderer for the editor's Tiptap/ProseMirror JSON. Every node and mark becomes a React
 * element chosen here, so text is always escaped by React and no stored attribute reaches the DOM
 * unless an attribute reader in rich-text-attrs.ts accepted it. Never use dangerouslySetInnerHTML.
 */

type Props = { value: RichTextValue | RichTextNode | null | undefined; ctx: LinkContext; className?: string };

// Explicit classes because the site has no typography plugin; sizes are rem so a hero and a text
// block can scale the whole document through their own wrapper class.
const HEADING_CLASSES: Record<HeadingLevel, string> = {
  1: 'text-4xl font-bold leading-tight tracking-tight',
  2: 'text-3xl font-bold leading-tight tracking-tight',
  3: 'text-2xl font-semibold leading-snug',
  4: 'text-xl font-semibold leading-snug',
  5: 'text-lg font-semibold',
  6: 'text-base font-semibold uppercase tracking-wide',
};
const PARAGRAPH_CLASSES: Record<ParagraphSize, string> = { large: 'text-lg md:text-xl', small: 'text-sm' };
const FONT_SIZE_CLASSES: Record<TextSize, string> = { small: 'text-sm', medium: 'text-lg', large: 'text-2xl' };
const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

export function RichText({ value, ctx, className = 'space-y-4 leading-relaxed' }: Props): ReactNode {
  if (!isRecord(value)) return null;
  const doc = 'json' in value ? value.json : value;
  return <div className={className}>{renderNode(doc, ctx, 0, 'root')}</div>;
}

function renderChildren(node: RichTextNode, ctx: LinkContext, depth: number): ReactNode[] {
  if (!Array.isArray(node.content)) return [];
  return node.content.map((child, index) => renderNode(child, ctx, depth + 1, index)).filter((child) => child !== null);
}

function renderNode(node: RichTextNode, ctx: LinkContext, depth: number, key: string | number): ReactNode {
  if (depth > RICH_TEXT_MAX_DEPTH || !isRecord(node)) return null;
  switch (node.type) {
    case 'text':
      return renderText(node, ctx, key);
    case 'hardBreak':
      return <br key={key} />;
    case 'paragraph': {
      const size = paragraphSize(node.attrs);
      const children = renderChildren(node, ctx, depth);
      // An empty paragraph is a blank line in the editor; a bare <p> would collapse to nothing.
      return (
        <p key={key} className={size ? PARAGRAPH_CLASSES[size] : undefined}>
          {children.length > 0 ? children : <br />}
        </p>
      );
    }
    case 'heading': {
      const level = headingLevel(node.attrs);
      // A page has one h1 (its first section title): a text's level-1 heading keeps its size as an h2.
      const Tag = HEADING_TAGS[level === 1 ? 2 : level];
      return (
        <Tag key={key} className={HEADING_CLASSES[level]}>
          {renderChildren(node, ctx, depth)}
        </Tag>
      );
    }
    case 'bulletList':
      return (
        <ul key={key} className="list-disc space-y-1 pl-6">
          {renderChildren(node, ctx, depth)}
        </ul>
      );
    case 'orderedList':
      return (
        <ol key={key} className="list-decimal space-y-1 pl-6" start={listStart(node.attrs)}>
          {renderChildren(node, ctx, depth)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{renderChildren(node, ctx, depth)}</li>;
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-4 border-current/30 pl-4 italic">
          {renderChildren(node, ctx, depth)}
        </blockquote>
      );
    default: {
      // doc and unknown nodes (images, tables, iframes, future extensions) keep only their children.
      const children = renderChildren(node, ctx, depth);
      return children.length > 0 ? <Fragment key={key}>{children}</Fragment> : null;
    }
  }
}

function renderText(node: RichTextNode, ctx: LinkContext, key: string | number): ReactNode {
  if (typeof node.text !== 'string' || node.text === '') return null;
  const marks = Array.isArray(node.marks) ? node.marks.filter(isRecord) : [];
  // One mark per type: repeated marks in hand-edited JSON would only nest identical wrappers.
  const unique = marks.filter((mark, index) => marks.findIndex((other) => other.type === mark.type) === index);
  // Wrap from the last mark inwards so the first mark ends up outermost, as ProseMirror serialises.
  const content = unique.reduceRight<ReactNode>((inner, mark) => applyMark(mark, inner, ctx), node.text);
  return <Fragment key={key}>{content}</Fragment>;
}

function applyMark(mark: RichTextMark, inner: ReactNode, ctx: LinkContext): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'link': {
      const link = markLink(mark.attrs, ctx);
      if (!link) return inner;
      return (
        <a
          href={link.href}
          className="underline underline-offset-2 hover:opacity-80"
          {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {inner}
        </a>
      );
    }
    case 'textStyle': {
      const color = textColor(mark.attrs);
      const size = fontSize(mark.attrs);
      if (!color && !size) return inner;
      return (
        <span style={color ? { color } : undefined} className={size ? FONT_SIZE_CLASSES[size] : undefined}>
          {inner}
        </span>
      );
    }
    default:
      return inner;
  }
}

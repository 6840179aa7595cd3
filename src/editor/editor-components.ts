import type { EditorComponents } from '@/blocks/types';
import { ArticleUrlField } from './articles/ArticleUrlField';
import { EditableMedia } from './media/EditableMedia';
import { EditableGallery } from './media/gallery/EditableGallery';
import { EditableRichText } from './rich-text/EditableRichText';
import { SectionChrome } from './sections/SectionChrome';
import { EditableButton } from './slots/EditableButton';
import { EditableText } from './slots/EditableText';
import { HiddenField } from './slots/HiddenField';

/**
 * The editing components the edit route injects into RenderContext.editor. This module is
 * server-importable: each member is a 'use client' component, so the server render only holds
 * references to them and live pages, which never import this file, ship no editor code.
 */
export const editorComponents: EditorComponents = {
  Text: EditableText,
  RichText: EditableRichText,
  Button: EditableButton,
  Media: EditableMedia,
  Gallery: EditableGallery,
  ArticleUrl: ArticleUrlField,
  SectionChrome,
  HiddenField,
};

import type { ReactNode } from 'react';
import { messagesFor } from '../../shared/i18n/catalogues';
import { optionOf } from '../../shared/blocks/options';
import { SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import { mediaGalleryDefinition as definition } from '../../shared/blocks/media-gallery/definition';
import { galleryItems, imageIdsOf } from './gallery-items';
import { GalleryTextsProvider } from './GalleryTexts.client';
import { Island } from '../_shared/island/Island';

/**
 * Server view: resolves the `images` option through the page's media map and hands the client grid
 * a serializable list. On the edit route the injected editor gallery takes over (delete, add).
 */
export function MediaGallery({ group, ctx }: BlockRenderProps): ReactNode {
  const imageIds = imageIdsOf(optionOf(definition, group, 'images'));
  const items = galleryItems(imageIds, ctx.media, ctx.locale);
  const layout = optionOf(definition, group, 'layout');
  const gap = optionOf(definition, group, 'gap');
  const Editable = ctx.mode === 'edit' ? ctx.editor?.Gallery : undefined;
  if (!Editable && items.length === 0 && ctx.mode === 'live') return null;
  const messages = messagesFor(ctx.locale, 'blocks').gallery;

  return (
    <div className="mx-auto w-full max-w-6xl px-6 py-12 sm:px-10 sm:py-16">
      <SlotText
        group={group}
        ctx={ctx}
        slot="title"
        definition={definition.slots.title}
        as="h2"
        className="mb-8 font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl"
      />
      {Editable ? (
        <GalleryTextsProvider locale={ctx.locale} messages={messages}>
          <Editable groupId={group.id} locale={ctx.locale} items={items} imageIds={imageIds} layout={layout} gap={gap} />
        </GalleryTextsProvider>
      ) : (
        <Island name="mediaGallery" items={items} layout={layout} gap={gap} locale={ctx.locale} messages={messages} />
      )}
    </div>
  );
}

import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import { blocksT } from '../_shared/block-texts';
import { truncatePreview } from '../_shared/cards/format';
import type { ColumnLayout } from '../../shared/blocks/constants';
import { BoardSection } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import type { BlockRenderProps } from '../types';
import { instagramFeedDefinition as definition } from '../../shared/blocks/instagram-feed/definition';

const CAPTION_MAX_CHARS = 120;

const GRID: Record<ColumnLayout, string> = {
  three: 'grid-cols-2 md:grid-cols-3',
  four: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  five: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
};

/** Posts from the Instagram provider (loaded by the page loader, cached per site): image, caption, link. */
export function InstagramFeed({ group, ctx }: BlockRenderProps): ReactNode {
  const posts = (blockDataOf(ctx.data, group.id, 'instagram') ?? []).slice(0, optionOf(definition, group, 'limit'));
  const columns = optionOf(definition, group, 'columnLayout');
  const t = blocksT(ctx.locale);
  return (
    <BoardSection
      group={group}
      ctx={ctx}
      slots={definition.slots}
      alignment={optionOf(definition, group, 'alignment')}
      background={optionOf(definition, group, 'background')}
    >
      {posts.length === 0 ? (
        <p data-instagram-empty="" className="opacity-75">
          {t('instagram.noPosts')}
        </p>
      ) : (
        <ul className={`grid gap-4 ${GRID[columns]}`}>
          {posts.map((post) => {
            const image = post.sizes.medium;
            const caption = post.prunedCaption.trim();
            return (
              <li key={post.id} data-post={post.id}>
                <a
                  href={post.permalink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={caption ? undefined : t('instagram.post')}
                  className="group flex flex-col gap-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current"
                >
                  <span className="relative block aspect-square overflow-hidden rounded-xl bg-current/5">
                    {/* biome-ignore lint/performance/noImgElement: external feed images, sized by the feed */}
                    <img
                      src={image.mediaUrl}
                      // The caption below names the link (without one, the link's label does): alt text would repeat it.
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
                    />
                    {post.mediaType === 'VIDEO' ? (
                      <span data-video="" className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-black/60 text-white">
                        <Play aria-hidden="true" className="size-4 fill-current" />
                      </span>
                    ) : null}
                  </span>
                  {caption ? <span className="line-clamp-2 text-sm leading-snug opacity-85">{truncatePreview(caption, CAPTION_MAX_CHARS)}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </BoardSection>
  );
}

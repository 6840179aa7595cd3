import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import { optionOf } from '../../shared/blocks/options';
import type { ArticleTeaser, ArticleTeaserResult } from '../../shared/content/feeds';
import { blocksT } from '../_shared/block-texts';
import { GRID_COLUMNS } from '../_shared/cards/layout';
import { BoardSection } from '../_shared/cards/parts';
import type { BlockRenderProps, RenderContext } from '../types';
import {
  articleEntriesOf,
  articleUrlSlot,
  healthOpticsArticlesDefinition as definition,
  MAX_ARTICLES,
} from '../../shared/blocks/health-optics-articles/definition';

/** One article's teaser: image, title, excerpt and a "Weiterlesen" link to the article on the magazine's site. */
/** One image per article (no srcset): a `sizes` attribute would be invalid. */
function ArticleCard({ teaser, ctx }: { teaser: ArticleTeaser; ctx: RenderContext }): ReactNode {
  const t = blocksT(ctx.locale);
  return (
    <div data-article={teaser.postId} className="flex h-full flex-col gap-4 rounded-2xl border border-current/15 p-4 sm:p-5">
      <div className="aspect-video overflow-hidden rounded-xl bg-current/5">
        {teaser.imageUrl ? (
          // biome-ignore lint/performance/noImgElement: the feed's own images, not in the media library
          <img src={teaser.imageUrl} alt={teaser.imageAlt} width={960} height={540} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div aria-hidden="true" className="grid size-full place-items-center bg-linear-to-br from-primary/15 via-secondary/10 to-secondary/25">
            <Newspaper className="size-10 text-primary/60" />
          </div>
        )}
      </div>
      <h3 className="font-heading text-xl font-bold leading-snug text-balance">{teaser.title}</h3>
      {teaser.excerpt ? <p className="line-clamp-5 leading-relaxed opacity-85">{teaser.excerpt}</p> : null}
      <div className="mt-auto pt-2">
        <a
          href={teaser.link}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline decoration-2 underline-offset-4 hover:decoration-current/50 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current"
        >
          {t('articles.readMore')}
          <span className="sr-only">{`: ${teaser.title} (${t('articles.newTab')})`}</span>
        </a>
      </div>
    </div>
  );
}

/**
 * Health-optics article teasers (issue 16), loaded by the page loader from the article feed for the
 * box's URL slots. Live: the resolved articles in slot order, broken entries skipped, nothing at all
 * when none resolves. Edit route: every entry with its URL in place and its error, plus one empty
 * slot to paste the next article into (the injected editor component; without it, as live).
 */
export function HealthOpticsArticles({ group, ctx }: BlockRenderProps): ReactNode {
  const results = new Map<string, ArticleTeaserResult>((blockDataOf(ctx.data, group.id, 'articles') ?? []).map((result) => [result.url, result]));
  const entries = articleEntriesOf(group, ctx.locale).map((entry) => ({ ...entry, result: results.get(entry.url) }));
  const Editor = ctx.mode === 'edit' ? ctx.editor?.ArticleUrl : undefined;
  const shown = Editor ? entries : entries.filter((entry) => entry.result?.teaser);
  if (shown.length === 0 && !Editor) return null;

  const columns = optionOf(definition, group, 'columnLayout');
  const free = Editor ? Array.from({ length: MAX_ARTICLES }, (_, i) => i + 1).find((n) => !entries.some((entry) => entry.n === n)) : undefined;
  const editable = (n: number, value: string | null, error: ArticleTeaserResult['error']) => {
    if (!Editor) return null;
    const slot = articleUrlSlot(n);
    return (
      <Editor
        groupId={group.id}
        blockType={group.type}
        fieldId={group.fields[slot]?.id ?? null}
        slot={slot}
        locale={ctx.locale}
        definition={definition.slots[slot as keyof typeof definition.slots]}
        value={value}
        error={error}
      />
    );
  };
  return (
    <BoardSection
      group={group}
      ctx={ctx}
      slots={definition.slots}
      alignment={optionOf(definition, group, 'alignment')}
      background={optionOf(definition, group, 'background')}
    >
      <ul className={GRID_COLUMNS[columns]}>
        {shown.map(({ n, url, result }) => (
          <li key={n} data-article-entry={n} className="flex flex-col gap-2">
            {result?.teaser ? <ArticleCard teaser={result.teaser} ctx={ctx} /> : null}
            {editable(n, url, result?.error ?? null)}
          </li>
        ))}
        {free !== undefined ? (
          <li key={free} data-article-entry={free}>
            {editable(free, null, null)}
          </li>
        ) : null}
      </ul>
    </BoardSection>
  );
}

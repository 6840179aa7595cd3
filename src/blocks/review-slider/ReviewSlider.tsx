import { Star, StarHalf } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import type { BranchReview } from '../../shared/content/feeds';
import { BoardSection } from '../_shared/cards/parts';
import { textOf } from '../../shared/blocks/fields';
import { locationIds, optionOf } from '../../shared/blocks/options';
import { cx, WARNING_OUTLINE } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { reviewSliderDefinition as definition } from '../../shared/blocks/review-slider/definition';
import { Island } from '../_shared/island/Island';
import { REVIEW_RESIZE_DEBOUNCE_MS, REVIEW_SLIDE_BASIS, reviewDate, starsOf } from './slider';
import { type ReviewTexts, reviewTexts } from './texts';

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

/** Stars for a rating: floor filled, a half at ≥ .5, the rest outlined; read out as "4.5 von 5 Sternen". */
export function StarRating({ rating, texts }: { rating: number; texts: ReviewTexts }): ReactNode {
  const { full, half } = starsOf(rating);
  const shown = full + (half ? 0.5 : 0);
  return (
    <p role="img" aria-label={texts.rating(shown)} data-stars={shown} className="flex gap-0.5 text-amber-500">
      {STAR_POSITIONS.map((position) => {
        if (position <= full) return <Star key={position} aria-hidden="true" data-star="full" className="size-5 fill-current" />;
        if (half && position === full + 1) {
          return (
            <span key={position} data-star="half" className="relative size-5">
              <Star aria-hidden="true" className="absolute inset-0 size-5 opacity-40" />
              <StarHalf aria-hidden="true" className="absolute inset-0 size-5 fill-current" />
            </span>
          );
        }
        return <Star key={position} aria-hidden="true" data-star="empty" className="size-5 opacity-40" />;
      })}
    </p>
  );
}

function ReviewCard({ item, ctx, texts }: { item: BranchReview; ctx: BlockRenderProps['ctx']; texts: ReviewTexts }): ReactNode {
  const date = reviewDate(item.review.time, item.review.relativeTimeDescription, ctx.locale);
  // A card in the slider's list, not an <article>: a row of unnamed articles repeats one role (IBM Equal Access).
  return (
    <div data-review={item.id} className="flex h-full flex-col gap-4 rounded-2xl border border-current/15 p-6">
      <StarRating rating={item.review.rating} texts={texts} />
      <blockquote className="leading-relaxed opacity-90">
        <p>{item.review.text}</p>
      </blockquote>
      <div className="mt-auto text-sm">
        <p className="font-bold">{item.review.authorName}</p>
        <p className="opacity-75">
          {item.branchName}
          {item.city && !item.branchName.includes(item.city) ? `, ${item.city}` : ''}
          {date ? (
            <>
              {' · '}
              {item.review.time ? <time dateTime={item.review.time}>{date}</time> : date}
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/**
 * Reviews of the chosen branches, loaded by the page loader through the reviews provider (the
 * definition's `load`). Without chosen locations the block shows an edit-mode notice and nothing
 * live; without reviews, a message.
 */
export function ReviewSlider({ group, ctx }: BlockRenderProps): ReactNode {
  const texts = reviewTexts(ctx.locale);
  const branchIds = locationIds(group.options['location']);
  if (branchIds.length === 0 && ctx.mode === 'live') return null;
  const reviews = blockDataOf(ctx.data, group.id, 'reviews') ?? [];
  const section = {
    group,
    ctx,
    slots: definition.slots,
    alignment: optionOf(definition, group, 'alignment'),
    background: optionOf(definition, group, 'background'),
  };
  if (branchIds.length === 0) {
    return (
      <BoardSection {...section}>
        <p data-review-notice="" className={cx('rounded-lg p-4 text-sm', WARNING_OUTLINE)}>
          {texts.noLocation}
        </p>
      </BoardSection>
    );
  }
  return (
    <BoardSection {...section}>
      {reviews.length === 0 ? (
        <p data-review-empty="" className="opacity-75">
          {texts.none}
        </p>
      ) : (
        <Island
          name="carousel"
          resizeDebounceMs={REVIEW_RESIZE_DEBOUNCE_MS}
          label={textOf(group, 'title', ctx.locale) ?? texts.carousel}
          texts={{ carousel: texts.carousel, previous: texts.previous, next: texts.next }}
        >
          {reviews.map((item) => (
            <li key={item.id} className={`shrink-0 snap-start ${REVIEW_SLIDE_BASIS}`}>
              <ReviewCard item={item} ctx={ctx} texts={texts} />
            </li>
          ))}
        </Island>
      )}
    </BoardSection>
  );
}

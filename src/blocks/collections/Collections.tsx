import { Mail, Quote, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import type { CollectionItem } from '../../shared/content/collection-item';
import { GRID_COLUMNS, GRID_SIZES, IMAGE_ASPECT } from '../_shared/cards/layout';
import type { ImageFormatOption } from '../../shared/blocks/constants';
import { BoardSection } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import { MediaImage } from '../_shared/MediaImage';
import { RichText } from '../_shared/RichText';
import { SlotRichText, SlotText } from '../_shared/slots';
import { cx } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { servicesContainerDefinition, teamContainerDefinition, testimonialsContainerDefinition } from '../../shared/blocks/collections/definition';
import { itemHref, itemImage, itemImageAlt, itemName, itemRichText, itemText } from './items';
import { collectionTexts } from './texts';
import { Island } from '../_shared/island/Island';

export type CollectionViewProps = BlockRenderProps & { items: CollectionItem[] };

/**
 * A container block over its collection's pages, which the page loader loaded for it (the
 * definition's `load`: live the published pages, on the edit route the drafts, this site's only,
 * hidden languages left out).
 */
export function collectionContainer(View: (props: CollectionViewProps) => ReactNode): (props: BlockRenderProps) => ReactNode {
  return function CollectionContainer(props: BlockRenderProps): ReactNode {
    const items = blockDataOf(props.ctx.data, props.group.id, 'collectionItems') ?? [];
    return <View {...props} items={items} />;
  };
}

/** Edit mode explains an empty collection; live pages show only the heading. */
function Empty({ ctx }: Pick<BlockRenderProps, 'ctx'>): ReactNode {
  if (ctx.mode !== 'edit') return null;
  return (
    <p data-collection-empty="" className="opacity-75">
      {collectionTexts(ctx.locale).empty}
    </p>
  );
}

function Linked({ href, children, className }: { href: string | null; children: ReactNode; className?: string }): ReactNode {
  return href ? (
    <a href={href} className={cx('block', className)}>
      {children}
    </a>
  ) : (
    <div className={className}>{children}</div>
  );
}

function Portrait({ item, format, sizes, ctx }: { item: CollectionItem; format: ImageFormatOption; sizes: string; ctx: BlockRenderProps['ctx'] }): ReactNode {
  const media = itemImage(item, 'image1');
  return (
    <div className={cx('overflow-hidden rounded-xl', IMAGE_ASPECT[format])}>
      {media ? (
        <MediaImage media={media} alt={itemImageAlt(item, 'image1', media, ctx)} sizes={sizes} className="size-full object-cover" />
      ) : (
        <div aria-hidden="true" className="grid size-full place-items-center bg-linear-to-br from-primary/15 to-secondary/25">
          <UserRound className="size-10 text-primary/60" />
        </div>
      )}
    </div>
  );
}

/** A member's full view: the split card's panel. */
function MemberPanel({ item, ctx }: { item: CollectionItem; ctx: BlockRenderProps['ctx'] }): ReactNode {
  const role = itemText(item, 'function', ctx);
  const email = itemText(item, 'email', ctx);
  const description = itemRichText(item, 'description', ctx);
  const href = itemHref(item, 'team', ctx);
  return (
    <div data-member={item.pageId} className="grid gap-6 sm:grid-cols-[12rem_1fr]">
      <Portrait item={item} format="portrait" sizes="12rem" ctx={ctx} />
      <div className="flex flex-col gap-3">
        <h3 className="font-heading text-2xl font-bold">{itemName(item, ctx)}</h3>
        {role ? <p className="opacity-75">{role}</p> : null}
        {description ? <RichText value={description} ctx={ctx} className="space-y-3 leading-relaxed" /> : null}
        {email ? (
          <a href={`mailto:${email}`} className="inline-flex items-center gap-2 underline">
            <Mail aria-hidden="true" className="size-4" />
            {email}
          </a>
        ) : null}
        {href ? (
          <a href={href} className="font-semibold text-primary underline">
            {collectionTexts(ctx.locale).more}
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function TeamView({ group, ctx, items }: CollectionViewProps): ReactNode {
  const d = teamContainerDefinition;
  const columns = optionOf(d, group, 'columnLayout');
  const format = optionOf(d, group, 'imageFormat');
  const section = { group, ctx, slots: d.slots, alignment: optionOf(d, group, 'alignment'), background: optionOf(d, group, 'background') };
  if (items.length === 0) return <BoardSection {...section}>{<Empty ctx={ctx} />}</BoardSection>;
  if (optionOf(d, group, 'layout') === 'split') {
    const texts = collectionTexts(ctx.locale);
    const slot = { group, ctx };
    // The intro panel carries the container's heading, so the section itself shows none.
    const intro = (
      <div className="flex flex-col gap-4">
        <SlotText {...slot} slot="title" definition={d.slots.title} as="h2" className="font-heading text-3xl font-bold leading-tight sm:text-4xl" />
        <SlotRichText {...slot} slot="description" definition={d.slots.description} className="space-y-4 text-lg leading-relaxed opacity-85" />
      </div>
    );
    const members = items.map((item) => {
      const media = itemImage(item, 'image1');
      return {
        id: item.pageId,
        name: itemName(item, ctx),
        thumb: media ? (
          <MediaImage media={media} alt={itemImageAlt(item, 'image1', media, ctx)} sizes="3rem" className="size-12 rounded-full object-cover" />
        ) : null,
        panel: <MemberPanel item={item} ctx={ctx} />,
      };
    });
    return (
      <div data-team-layout="split" className="mx-auto w-full max-w-6xl px-6 py-14 sm:px-10 sm:py-20">
        <Island name="teamSplit" intro={intro} introLabel={texts.intro} members={members} texts={texts} />
      </div>
    );
  }
  return (
    <BoardSection {...section}>
      <ul data-team-layout="grid" className={GRID_COLUMNS[columns]}>
        {items.map((item) => {
          const role = itemText(item, 'function', ctx);
          return (
            <li key={item.pageId} data-member={item.pageId}>
              <Linked href={itemHref(item, 'team', ctx)} className="group flex flex-col gap-3">
                <Portrait item={item} format={format} sizes={GRID_SIZES[columns]} ctx={ctx} />
                <h3 className="font-heading text-xl font-bold group-hover:underline">{itemName(item, ctx)}</h3>
                {role ? <p className="opacity-75">{role}</p> : null}
              </Linked>
            </li>
          );
        })}
      </ul>
    </BoardSection>
  );
}

export function ServicesView({ group, ctx, items }: CollectionViewProps): ReactNode {
  const d = servicesContainerDefinition;
  const columns = optionOf(d, group, 'columnLayout');
  const section = { group, ctx, slots: d.slots, alignment: optionOf(d, group, 'alignment'), background: optionOf(d, group, 'background') };
  return (
    <BoardSection {...section}>
      {items.length === 0 ? (
        <Empty ctx={ctx} />
      ) : (
        <ul className={GRID_COLUMNS[columns]}>
          {items.map((item) => (
            <li key={item.pageId} data-service={item.pageId}>
              <Linked
                href={itemHref(item, 'service', ctx)}
                className="h-full rounded-2xl border border-current/15 p-6 font-heading text-xl font-bold hover:border-primary"
              >
                {itemName(item, ctx)}
              </Linked>
            </li>
          ))}
        </ul>
      )}
    </BoardSection>
  );
}

export function TestimonialsView({ group, ctx, items }: CollectionViewProps): ReactNode {
  const d = testimonialsContainerDefinition;
  const columns = optionOf(d, group, 'columnLayout');
  const section = { group, ctx, slots: d.slots, alignment: optionOf(d, group, 'alignment'), background: optionOf(d, group, 'background') };
  return (
    <BoardSection {...section}>
      {items.length === 0 ? (
        <Empty ctx={ctx} />
      ) : (
        <ul className={GRID_COLUMNS[columns]}>
          {items.map((item) => {
            const quote = itemRichText(item, 'quote', ctx);
            const media = itemImage(item, 'image1');
            const href = itemHref(item, 'testimonial', ctx);
            return (
              <li key={item.pageId} data-testimonial={item.pageId}>
                <figure className="flex h-full flex-col gap-4 rounded-2xl border border-current/15 p-6">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  {quote ? (
                    <blockquote>
                      <RichText value={quote} ctx={ctx} className="space-y-3 leading-relaxed" />
                    </blockquote>
                  ) : null}
                  <figcaption className="mt-auto flex items-center gap-3">
                    {media ? (
                      <MediaImage media={media} alt={itemImageAlt(item, 'image1', media, ctx)} sizes="3rem" className="size-12 rounded-full object-cover" />
                    ) : null}
                    {href ? (
                      <a href={href} className="font-bold hover:underline">
                        {itemName(item, ctx)}
                      </a>
                    ) : (
                      <span className="font-bold">{itemName(item, ctx)}</span>
                    )}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </BoardSection>
  );
}

export const TeamContainer = collectionContainer(TeamView);
export const ServicesContainer = collectionContainer(ServicesView);
export const TestimonialsContainer = collectionContainer(TestimonialsView);

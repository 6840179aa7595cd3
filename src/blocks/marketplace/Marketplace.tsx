import { Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import { marketplaceDefinition as definition } from '../../shared/blocks/marketplace/definition';
import { optionOf } from '../../shared/blocks/options';
import type { ListingOptions, MarketplaceItemView } from '../../shared/content/listings';
import { messagesFor } from '../../shared/i18n/catalogues';
import { formatChf } from '../../shared/listings/format';
import { type BlocksT, blocksT } from '../_shared/block-texts';
import { BoardSection } from '../_shared/cards/parts';
import { subheadingTag } from '../_shared/page-heading';
import { CreatedDate, ListingContact, ListingDetails, ListingsEditHint, ListingsEmpty } from '../_shared/listings/parts';
import { type ListingTexts, listingTexts } from '../_shared/listings/texts';
import { imageAlt } from '../../shared/content/media-alt';
import { MediaImage } from '../_shared/MediaImage';
import { RichText } from '../_shared/RichText';
import type { BlockRenderProps, RenderContext } from '../types';
import { Island } from '../_shared/island/Island';

const OPTION_KEYS = ['toBePickedUp', 'subjectToPostage', 'askingPrice'] as const satisfies readonly (keyof ListingOptions)[];
const CHIP = 'rounded-full border border-current/20 px-2.5 py-0.5 text-xs font-semibold';

type ItemProps = { item: MarketplaceItemView; ctx: RenderContext; texts: ListingTexts; t: BlocksT; name: string; showBusiness: boolean; Heading: 'h2' | 'h3' };

function Item({ item, ctx, texts, t, name, showBusiness, Heading }: ItemProps): ReactNode {
  const price = formatChf(item.costCents, ctx.locale);
  const options = OPTION_KEYS.filter((key) => item.options[key]);
  return (
    <ListingDetails
      name={name}
      id={item.id}
      kind="marketplace"
      summaryClassName={item.image ? 'grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 [&>picture]:row-span-3' : 'block'}
      summary={
        <>
          {item.image ? (
            <MediaImage
              media={item.image}
              alt={imageAlt(item.image, ctx.locale)}
              origin={item.mediaOrigin ?? undefined}
              sizes="80px"
              className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
            />
          ) : null}
          <span className="col-start-2 mb-1.5 flex flex-wrap gap-1.5">
            <span data-listing-category={item.category} className={CHIP}>
              {t(`marketplace.categories.${item.category}`)}
            </span>
            <span data-listing-direction={item.direction} className={CHIP}>
              {t(`marketplace.directions.${item.direction}`)}
            </span>
          </span>
          <Heading className="col-start-2 font-heading text-xl font-bold leading-snug text-balance">{item.title}</Heading>
          <span className="col-start-2 mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm opacity-80">
            {price ? (
              <span data-listing-price="" className="inline-flex items-center gap-1.5 font-semibold">
                <Tag aria-hidden="true" className="size-4 shrink-0 opacity-70" />
                <span className="sr-only">{t('marketplace.price')}: </span>
                {price}
              </span>
            ) : null}
            <CreatedDate iso={item.created} locale={ctx.locale} texts={texts} />
            {showBusiness ? <span>{item.businessName}</span> : null}
          </span>
        </>
      }
    >
      {options.length > 0 ? (
        <ul aria-label={t('marketplace.optionsLabel')} className="flex flex-wrap gap-2">
          {options.map((key) => (
            <li key={key} data-listing-option={key} className={CHIP}>
              {t(`marketplace.options.${key}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {item.description ? <RichText value={item.description} ctx={ctx} className="space-y-3 leading-relaxed" /> : null}
      <ListingContact item={item} texts={texts} showBusiness={showBusiness} itemHeading={Heading} />
    </ListingDetails>
  );
}

/**
 * Marketplace (spec §2.3): frames, objects and job searches, newest first, one open at a time
 * (`<details name>`). The filter island narrows by category and kind; without JavaScript every
 * item shows. No items: the translated empty state.
 */
export function Marketplace({ group, ctx }: BlockRenderProps): ReactNode {
  const items = blockDataOf(ctx.data, group.id, 'marketplace') ?? [];
  const texts = listingTexts(ctx.locale);
  const t = blocksT(ctx.locale);
  const edit = ctx.mode === 'edit';
  const showBusiness = optionOf(definition, group, 'scope') === 'allListed';
  const section = {
    group,
    ctx,
    slots: definition.slots,
    alignment: optionOf(definition, group, 'alignment'),
    background: optionOf(definition, group, 'background'),
  };
  const name = `marketplace-${group.id}`;
  return (
    <BoardSection {...section}>
      {items.length === 0 ? (
        <ListingsEmpty text={t('marketplace.none')} edit={edit} texts={texts} />
      ) : (
        <div className="flex flex-col gap-4">
          <Island
            name="marketplaceFilter"
            locale={ctx.locale}
            messages={messagesFor(ctx.locale, 'blocks').marketplace.filter}
            entries={items.map((item) => ({
              id: item.id,
              category: item.category,
              direction: item.direction,
              node: <Item item={item} ctx={ctx} texts={texts} t={t} name={name} showBusiness={showBusiness} Heading={subheadingTag(group, ctx.pageHeading)} />,
            }))}
          />
          {edit ? <ListingsEditHint texts={texts} /> : null}
        </div>
      )}
    </BoardSection>
  );
}

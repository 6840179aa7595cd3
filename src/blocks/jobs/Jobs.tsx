import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { jobsDefinition as definition } from '../../shared/blocks/jobs/definition';
import { blockDataOf } from '../../shared/blocks/load';
import { optionOf } from '../../shared/blocks/options';
import type { JobView } from '../../shared/content/listings';
import { blocksT } from '../_shared/block-texts';
import { BoardSection } from '../_shared/cards/parts';
import { subheadingTag } from '../_shared/page-heading';
import { CreatedDate, ListingContact, ListingDetails, ListingsEditHint, ListingsEmpty } from '../_shared/listings/parts';
import { type ListingTexts, listingTexts } from '../_shared/listings/texts';
import { imageAlt } from '../../shared/content/media-alt';
import { MediaImage } from '../_shared/MediaImage';
import { RichText } from '../_shared/RichText';
import type { BlockRenderProps, RenderContext } from '../types';

type JobProps = { job: JobView; ctx: RenderContext; texts: ListingTexts; name: string; showBusiness: boolean; Heading: 'h2' | 'h3' };

function Job({ job, ctx, texts, name, showBusiness, Heading }: JobProps): ReactNode {
  return (
    <ListingDetails
      name={name}
      id={job.id}
      kind="job"
      summary={
        <>
          <Heading className="font-heading text-xl font-bold leading-snug text-balance">{job.title}</Heading>
          <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm opacity-80">
            <CreatedDate iso={job.created} locale={ctx.locale} texts={texts} />
            {job.workQuota ? (
              <span data-listing-quota="" className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 shrink-0 opacity-70" />
                <span className="sr-only">{texts.workQuota}: </span>
                {job.workQuota}
              </span>
            ) : null}
            {showBusiness ? <span>{job.businessName}</span> : null}
          </span>
        </>
      }
    >
      {job.images.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {job.images.map((image) => (
            <MediaImage
              key={image.id}
              media={image}
              alt={imageAlt(image, ctx.locale)}
              origin={job.mediaOrigin ?? undefined}
              sizes="(min-width: 640px) 33vw, 50vw"
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
          ))}
        </div>
      ) : null}
      {job.description ? <RichText value={job.description} ctx={ctx} className="space-y-3 leading-relaxed" /> : null}
      <ListingContact item={job} texts={texts} showBusiness={showBusiness} itemHeading={Heading} />
    </ListingDetails>
  );
}

/**
 * Job offers (spec §2.3): the published jobs the page loader found (this business's or every
 * listed business's), newest first, as an accordion of `<details>` sharing one name — the browser
 * keeps one open, without JavaScript. No jobs: the translated empty state.
 */
export function Jobs({ group, ctx }: BlockRenderProps): ReactNode {
  const jobs = blockDataOf(ctx.data, group.id, 'jobs') ?? [];
  const texts = listingTexts(ctx.locale);
  const edit = ctx.mode === 'edit';
  const showBusiness = optionOf(definition, group, 'scope') === 'allListed';
  const section = {
    group,
    ctx,
    slots: definition.slots,
    alignment: optionOf(definition, group, 'alignment'),
    background: optionOf(definition, group, 'background'),
  };
  return (
    <BoardSection {...section}>
      {jobs.length === 0 ? (
        <ListingsEmpty text={blocksT(ctx.locale)('jobs.none')} edit={edit} texts={texts} />
      ) : (
        <div className="flex flex-col gap-4">
          <ul data-jobs="" className="flex flex-col gap-3">
            {jobs.map((job) => (
              <li key={job.id}>
                <Job job={job} ctx={ctx} texts={texts} name={`jobs-${group.id}`} showBusiness={showBusiness} Heading={subheadingTag(group, ctx.pageHeading)} />
              </li>
            ))}
          </ul>
          {edit ? <ListingsEditHint texts={texts} /> : null}
        </div>
      )}
    </BoardSection>
  );
}

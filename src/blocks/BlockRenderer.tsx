import type { ReactNode } from 'react';
import type { FieldContent, GroupNode } from '../shared/content/types';
import type { Locale } from '../shared/locales';
import { plainTextOf } from '../shared/content/localized-text';
import { blocksT } from './_shared/block-texts';
import { pageHeadingGroup } from './_shared/page-heading';
import { getBlock } from './registry';
import type { RenderContext, SectionFieldSummary } from './types';

/**
 * Renders a page's groups through the registry. Server component: no editor code is imported;
 * edit mode adds passive markers that the editor layer can find by data attribute, and on the
 * edit route each section is wrapped in the injected SectionChrome (controls, add-section plus).
 */

type Props = { groups: readonly GroupNode[]; ctx: RenderContext };

export function BlockList({ groups, ctx }: Props): ReactNode {
  // Stable sort: groups with equal positions keep the order they were given in.
  const ordered = [...groups].sort((a, b) => a.position - b.position);
  // The page's own list decides which section owns its h1; nested lists (the play page's drawer
  // pages) inherit that decision, so their titles stay h2.
  const pageHeading = ctx.pageHeading !== undefined ? ctx.pageHeading : pageHeadingGroup(groups, ctx.locale);
  // Blocks that nest sections (the play page's drawer pages) render them through the context.
  const withBlocks: RenderContext = { ...ctx, pageHeading, Blocks: ctx.Blocks ?? BlockList };
  return ordered.map((group) => <BlockSection key={group.id} group={group} ctx={withBlocks} />);
}

/** The fields as the element menu reads them: ids, visibility and a button's link, never content. */
/** The languages a field's text is filled in (none for language-neutral and media fields). */
function filledLanguages(content: FieldContent | null): Locale[] {
  if (!content || content.type === 'single') return [];
  return (Object.keys(content.values) as Locale[]).filter((locale) => plainTextOf(content, locale) !== '');
}

function fieldSummaries(group: GroupNode): Record<string, SectionFieldSummary> {
  return Object.fromEntries(
    Object.entries(group.fields).map(([slot, field]) => {
      const link = field.options['link'];
      const summary: SectionFieldSummary = { id: field.id, visible: field.visible, filled: filledLanguages(field.content) };
      return [slot, link === undefined ? summary : { ...summary, link }];
    }),
  );
}

function BlockSection({ group, ctx }: { group: GroupNode; ctx: RenderContext }): ReactNode {
  const edit = ctx.mode === 'edit';
  // Hidden from visitors in this language; editors still see it, marked, to change it back.
  if (group.meta.disallowedLanguages.includes(ctx.locale) && !(edit && ctx.editor)) return null;
  const block = getBlock(group.type);
  if (!block && !edit) return null;

  const view = block ? (
    <block.Component group={group} ctx={ctx} />
  ) : (
    <p role="note" className="mx-auto my-4 max-w-6xl rounded border border-dashed border-amber-500 px-4 py-3 text-sm text-amber-800">
      Unknown block: {group.type}
    </p>
  );
  // Until publish, a removed group is still live; editors see it faded with an explanation.
  // With the editor injected, its chrome shows the status (only while the toolbar is on).
  const marked = edit && group.status === 'markedForDeletion';
  const Chrome = edit ? ctx.editor?.SectionChrome : undefined;
  const section = (
    <section data-block={group.type} data-group-id={group.id} data-status={group.status} className={marked ? 'relative' : undefined}>
      {marked ? (
        <>
          {Chrome ? null : (
            <p className="absolute top-3 left-3 z-10 rounded-full bg-header px-3 py-1 text-xs font-semibold text-white shadow">
              {blocksT(ctx.locale)('section.removedOnPublish')}
            </p>
          )}
          <div className="opacity-40 grayscale">{view}</div>
        </>
      ) : (
        view
      )}
    </section>
  );
  if (!Chrome) return section;
  return (
    <Chrome
      groupId={group.id}
      type={group.type}
      status={group.status}
      options={group.options}
      disallowedLanguages={group.meta.disallowedLanguages}
      fields={fieldSummaries(group)}
    >
      {section}
    </Chrome>
  );
}

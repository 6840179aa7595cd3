'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cx } from '../_shared/styles';
import { pageCount, pageOf, SPLIT_PER_VIEW } from './items';

export type SplitMember = {
  id: string;
  name: string;
  /** Server-rendered thumbnail for the list button (or null). */
  thumb: ReactNode;
  /** Server-rendered member view shown when selected. */
  panel: ReactNode;
};

export type TeamSplitProps = {
  /** The container's own title and description, shown until a member is selected. */
  intro: ReactNode;
  introLabel: string;
  members: SplitMember[];
  texts: { members: string; previous: string; next: string };
  perView?: number;
};

/**
 * The team split card (spec §2.3, §4.3): a panel showing the intro or the selected member beside
 * the member list; clicking a member selects it, clicking the intro returns. On desktop the list
 * shows `perView` members at a time with previous/next; narrow screens scroll the whole row.
 */
export function TeamSplit({ intro, introLabel, members, texts, perView = SPLIT_PER_VIEW }: TeamSplitProps): ReactNode {
  const [selected, setSelected] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const pages = pageCount(members.length, perView);
  const current = members.find((member) => member.id === selected) ?? null;
  return (
    <div data-team-split="" className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      {/* Every panel is in the HTML (one shown): the island's own root keeps the server's panels as they are. */}
      <div data-split-panel={current ? current.id : 'intro'} aria-live="polite" className="min-h-64 rounded-2xl border border-current/15 p-6 sm:p-10">
        <div hidden={current !== null}>{intro}</div>
        {members.map((member) => (
          <div key={member.id} data-split-member-panel={member.id} hidden={member !== current}>
            {member.panel}
          </div>
        ))}
      </div>
      <nav aria-label={texts.members} className="flex flex-col gap-3">
        <button
          type="button"
          data-split-intro=""
          aria-pressed={current === null}
          onClick={() => setSelected(null)}
          className={cx('rounded-xl px-4 py-3 text-left font-semibold', current === null ? 'bg-primary text-white' : 'hover:bg-current/10')}
        >
          {introLabel}
        </button>
        <ul className="flex gap-3 overflow-x-auto lg:flex-col lg:overflow-visible">
          {members.map((member, index) => {
            const inView = pageOf(index, perView) === page;
            return (
              <li key={member.id} data-split-member={member.id} data-in-view={inView ? '' : undefined} className={cx('shrink-0', !inView && 'lg:hidden')}>
                <button
                  type="button"
                  aria-pressed={member.id === selected}
                  onClick={() => setSelected(member.id)}
                  className={cx(
                    'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left',
                    member.id === selected ? 'bg-primary text-white' : 'hover:bg-current/10',
                  )}
                >
                  {member.thumb}
                  <span>{member.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {pages > 1 ? (
          <div className="hidden items-center justify-between lg:flex">
            <button
              type="button"
              aria-label={texts.previous}
              disabled={page === 0}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
              className="rounded-full p-2 hover:bg-current/10 disabled:opacity-40"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <span className="text-sm opacity-75">
              {page + 1} / {pages}
            </span>
            <button
              type="button"
              aria-label={texts.next}
              disabled={page >= pages - 1}
              onClick={() => setPage((p) => Math.min(pages - 1, p + 1))}
              className="rounded-full p-2 hover:bg-current/10 disabled:opacity-40"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : null}
      </nav>
    </div>
  );
}

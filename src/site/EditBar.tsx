import type { SessionUser } from '@/server/platform/auth';
import type { PublicDictionary } from '@/shared/i18n/public-dictionary';
import { SignOutButton } from './SignOutButton.client';

/** The signed-in editor's strip on edit paths; the editing toolbar builds on it. */
export function EditBar({ user, liveHref, t }: { user: SessionUser; liveHref: string; t: PublicDictionary }) {
  return (
    <section aria-label={t.editMode} className="sticky top-0 z-50 bg-neutral-900 text-sm text-white" data-edit-bar>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-6 py-2">
        <p className="font-medium">
          {t.editMode} <span className="opacity-70">· {user.email}</span>
        </p>
        <div className="flex items-center gap-3">
          <a href={liveHref} className="underline-offset-4 hover:underline">
            {t.viewLive}
          </a>
          <SignOutButton label={t.signOut} liveHref={liveHref} />
        </div>
      </div>
    </section>
  );
}

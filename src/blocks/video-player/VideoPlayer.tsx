import type { ReactNode } from 'react';
import type { MediaInfo } from '../../shared/content/media';
import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';
import { isSlotVisible } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { mediaOf, SlotMedia } from '../_shared/slots';
import { cx } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { videoPlayerDefinition as definition } from '../../shared/blocks/video-player/definition';
import { cssAspectRatio, videoSource } from './video-source';

const FILL = 'absolute inset-0 size-full';

/** The box editors see where a video cannot play; `hidden` until the behaviour script marks a failure. */
function Unavailable({ youtube, locale, hidden }: { youtube: boolean; locale: Locale; hidden: boolean }): ReactNode {
  return (
    <div
      data-video-fallback=""
      className={cx(FILL, 'items-center justify-center bg-neutral-200 text-sm font-medium text-neutral-600', hidden ? 'hidden group-data-[video-state=failed]/video:flex' : 'flex')}
    >
      {blocksT(locale)(youtube ? 'video.youtubeUnavailable' : 'video.unavailable')}
    </div>
  );
}

/**
 * The player for one video. In edit mode it ignores the pointer so a click selects the block
 * instead of starting playback (public-site §6). A video that turns out not to load (video-watch.ts
 * marks `data-video-state="failed"`) shows editors the unavailable box over it.
 */
function Player({ media, edit, locale }: { media: MediaInfo | null; edit: boolean; locale: Locale }): ReactNode {
  const source = videoSource(media);
  const inert = edit ? 'pointer-events-none' : undefined;
  if (source.kind === 'own') {
    return (
      <>
        {/* biome-ignore lint/a11y/useMediaCaption: uploads carry no caption track yet; an empty <track> would only pretend. */}
        <video controls preload="metadata" playsInline src={source.src} poster={source.poster ?? undefined} className={cx(FILL, 'bg-black', inert)} />
        {edit && <Unavailable youtube={false} locale={locale} hidden />}
      </>
    );
  }
  if (source.kind === 'youtube') {
    return (
      <>
        <iframe
          src={source.embed}
          title={media?.originalFilename || blocksT(locale)('video.youtubeTitle')}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading="lazy"
          className={cx(FILL, 'border-0', inert)}
        />
        {edit && <Unavailable youtube locale={locale} hidden />}
      </>
    );
  }
  // The unavailable box is for editors only; visitors see nothing (public-site §8).
  if (!edit) return null;
  return <Unavailable youtube={source.youtube} locale={locale} hidden={false} />;
}

export function VideoPlayer({ group, ctx }: BlockRenderProps): ReactNode {
  const edit = ctx.mode === 'edit';
  const visible = isSlotVisible(group, 'video');
  const source = videoSource(mediaOf(group, 'video', ctx, 'video'));
  if (!edit && (!visible || source.kind === 'unavailable')) return null;
  const aspectRatio = cssAspectRatio(optionOf(definition, group, 'aspectRatio'));
  // The site behaviour script (video-watch.ts) watches players that can fail; live, a failed one hides its whole section.
  const state = source.kind === 'unavailable' ? undefined : 'idle';
  return (
    <div data-video-block="" className={cx('mx-auto w-full max-w-5xl px-6 py-12 sm:px-10 sm:py-16', !edit && 'has-[[data-video-state=failed]]:hidden')}>
      <SlotMedia group={group} ctx={ctx} slot="video" definition={definition.slots.video} accept="video" className="relative">
        {(media) => (
          <div
            data-video-player=""
            data-video-state={state}
            style={{ aspectRatio }}
            className="group/video relative w-full overflow-hidden rounded-2xl bg-neutral-900 shadow-lg"
          >
            <Player media={media} edit={edit} locale={ctx.locale} />
          </div>
        )}
      </SlotMedia>
    </div>
  );
}

import type { ReactNode } from 'react';
import { type MediaInfo, mediaUrl } from '../../shared/content/media';
import { CAPTIONS_EXTENSION } from '../../shared/constants/media';
import type { Locale } from '../../shared/locales';
import { LANGUAGE_NAMES } from '../../shared/i18n/language-names';
import { blocksT } from '../_shared/block-texts';
import { isSlotVisible } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { mediaOf, SlotMedia } from '../_shared/slots';
import { cx } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { videoPlayerDefinition as definition } from '../../shared/blocks/video-player/definition';
import { captionsByLanguage } from '../../shared/blocks/video-player/captions';
import { cssAspectRatio, videoSource } from './video-source';

const FILL = 'absolute inset-0 size-full';

/** The box editors see where a video cannot play; `hidden` until the behaviour script marks a failure. */
function Unavailable({ youtube, locale, hidden }: { youtube: boolean; locale: Locale; hidden: boolean }): ReactNode {
  return (
    <div
      data-video-fallback=""
      className={cx(
        FILL,
        'items-center justify-center bg-neutral-200 text-sm font-medium text-neutral-600',
        hidden ? 'hidden group-data-[video-state=failed]/video:flex' : 'flex',
      )}
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
function Player({ media, edit, locale, captions }: { media: MediaInfo | null; edit: boolean; locale: Locale; captions: MediaInfo | null }): ReactNode {
  const source = videoSource(media);
  const inert = edit ? 'pointer-events-none' : undefined;
  if (source.kind === 'own') {
    const className = cx(FILL, 'bg-black', inert);
    // Live, nothing is fetched until the player nears the viewport (video-watch.ts then asks for its
    // metadata and first frame): a video further down costs a visitor who never gets there nothing.
    const preload = edit ? 'metadata' : 'none';
    return (
      <>
        {captions ? (
          <video controls preload={preload} playsInline src={source.src} poster={source.poster ?? undefined} className={className}>
            <track kind="captions" srcLang={locale} label={LANGUAGE_NAMES[locale]} src={mediaUrl(captions)} default />
          </video>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: no captions file for this language; an empty <track> would only pretend.
          <video controls preload={preload} playsInline src={source.src} poster={source.poster ?? undefined} className={className} />
        )}
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

/** The captions file (WebVTT) chosen for the page's language, if the page's media map has it. */
function captionsOf(group: BlockRenderProps['group'], ctx: BlockRenderProps['ctx']): MediaInfo | null {
  const id = captionsByLanguage(optionOf(definition, group, 'captions'))[ctx.locale];
  const media = id ? ctx.media?.get(id) : undefined;
  return media && media.mediaType === 'document' && media.extension === CAPTIONS_EXTENSION ? media : null;
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
            <Player media={media} edit={edit} locale={ctx.locale} captions={captionsOf(group, ctx)} />
          </div>
        )}
      </SlotMedia>
    </div>
  );
}

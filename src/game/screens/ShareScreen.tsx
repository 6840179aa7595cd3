'use client';

import { Share2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { GAME_QR_SIZE, SHARE_COPIED_MS } from '../../shared/constants/game';
import { useFollowedGame } from '../use-followed-game';
import { PendingNotice } from './PendingNotice';
import { browserShareEnv, gameLink, shareGameLink } from './share-link';
import { primaryButton, screenShell, secondaryButton } from './ui';

type Props = {
  /** Injected by tests; the browser's share sheet and clipboard otherwise. */
  shareEnv?: Parameters<typeof shareGameLink>[1];
};

/**
 * Share (spec §2.2): the game link as a QR code (180) and through the share sheet, falling back
 * to copying with 'Kopiert!' for 2 s. Playing needs at least one player.
 */
export function ShareScreen({ shareEnv }: Props) {
  const { snapshot, t, links, navigate } = useFollowedGame({ redirectWhenMissing: true });
  const [copied, setCopied] = useState(false);
  const [origin, setOrigin] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setOrigin(window.location.origin);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const gameId = snapshot.game?.game.id ?? null;
  const url = origin && gameId ? gameLink(origin, links.start, gameId) : null;
  const hasPlayers = (snapshot.game?.players.length ?? 0) > 0;

  const share = async () => {
    if (!url) return;
    const outcome = await shareGameLink(url, shareEnv ?? browserShareEnv());
    if (outcome !== 'copied') return;
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), SHARE_COPIED_MS);
  };

  return (
    <div className={`${screenShell} items-center text-center`} data-game-screen="share">
      <h1 className="font-heading text-4xl font-black text-primary">{t('share.title')}</h1>
      <p className="opacity-80">{t('share.intro')}</p>
      <div className="grid size-[212px] place-items-center rounded-2xl bg-white p-4 shadow-sm">
        {url ? (
          <QRCodeSVG value={url} size={GAME_QR_SIZE} title={t('share.qrLabel')} role="img" aria-label={t('share.qrLabel')} data-game-link={url} />
        ) : (
          <span className="text-sm text-black/60">{t('start.loadingGame')}</span>
        )}
      </div>
      <button type="button" className={secondaryButton} disabled={!url} onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        <span aria-live="polite">{copied ? t('share.copied') : t('share.share')}</span>
      </button>
      <PendingNotice />
      <button type="button" className={primaryButton} disabled={!hasPlayers} onClick={() => navigate(links.play)}>
        {hasPlayers ? t('share.play') : t('share.waitingForPlayers')}
      </button>
    </div>
  );
}

import { QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { getTranslator } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';
import type { gameSetupDefinition } from '../../shared/blocks/game-setup/definition';

type Screen = (typeof gameSetupDefinition.options.gameOptions.values)[number];

/**
 * Edit mode: a still picture of the screen, without game code or a live game (nobody should start
 * games from the editor). The share screen shows only a QR-code placeholder (spec §6).
 */
export function GameSetupPreview({ screen, locale }: { screen: Screen; locale: Locale }): ReactNode {
  const t = getTranslator(locale, 'game');
  const shell = 'mx-auto flex w-full max-w-md flex-col items-center gap-4 px-6 py-12 text-center';
  switch (screen) {
    case 'start':
      return (
        <div className={shell} data-game-preview="start">
          <h1 className="font-heading text-5xl font-black text-primary">{t('start.title')}</h1>
          <p className="text-lg opacity-80">{t('start.caption')}</p>
          <span className="rounded-full bg-primary px-6 py-3 font-semibold text-white">{t('start.startGame')}</span>
        </div>
      );
    case 'addPlayers':
      return (
        <div className={shell} data-game-preview="addPlayers">
          <h1 className="font-heading text-4xl font-black text-primary">{t('players.title')}</h1>
          <span className="w-full rounded-full border border-current/25 px-5 py-3 text-left opacity-60">{t('players.addPlaceholder')}</span>
          <span className="rounded-full bg-primary px-6 py-3 font-semibold text-white">{t('players.toGame')}</span>
        </div>
      );
    case 'share':
      return (
        <div className={shell} data-game-preview="share">
          <div
            role="img"
            aria-label={t('share.qrPlaceholder')}
            data-qr-placeholder=""
            className="grid size-[180px] place-items-center rounded-2xl border-2 border-dashed border-current/30"
          >
            <QrCode aria-hidden="true" className="size-16 opacity-40" />
          </div>
        </div>
      );
    case 'coupon':
      return (
        <div className={shell} data-game-preview="coupon">
          <h1 className="font-heading text-4xl font-black text-primary">{t('coupon.title')}</h1>
          <p>{t('coupon.freeDrink')}</p>
          <span className="rounded-full bg-primary px-6 py-3 font-semibold text-white">{t('coupon.backToMap')}</span>
        </div>
      );
  }
}

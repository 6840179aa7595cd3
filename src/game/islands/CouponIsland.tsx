'use client';

import { CouponScreen } from '../screens/CouponScreen';
import { type GameScreenIslandProps, GameScreenRoot } from './GameScreenRoot';

/** The coupon screen as an island of its own (see GameScreenRoot); it ranks over the course's holes. */
export function CouponIsland({ holePageIds, ...props }: GameScreenIslandProps & { holePageIds: string[] }) {
  return (
    <GameScreenRoot {...props}>
      <CouponScreen holePageIds={holePageIds} />
    </GameScreenRoot>
  );
}

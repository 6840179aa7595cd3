import { GAME_CONFETTI_MS } from '../../shared/constants/game';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Confetti for 3 s on the given canvas (spec §9.2), then cleared. The library is loaded only here,
 * on the coupon. Returns a stop function. Nothing happens for people who prefer reduced motion.
 */
export function runConfetti(canvas: HTMLCanvasElement, durationMs = GAME_CONFETTI_MS): () => void {
  if (prefersReducedMotion()) return () => undefined;
  let stopped = false;
  let reset: (() => void) | null = null;
  void import('canvas-confetti')
    .then(({ default: confetti }) => {
      if (stopped) return;
      const fire = confetti.create(canvas, { resize: true, useWorker: false });
      reset = () => fire.reset();
      const end = Date.now() + durationMs;
      const burst = () => {
        if (stopped || Date.now() > end) return;
        void fire({ particleCount: 40, spread: 70, startVelocity: 40, origin: { x: Math.random(), y: Math.random() * 0.3 } });
        setTimeout(burst, 400);
      };
      burst();
    })
    .catch((error: unknown) => console.error('urban golf: confetti failed', error));
  return () => {
    stopped = true;
    reset?.();
  };
}

import type { CSSProperties } from 'react';
import type { SiteSettings } from '@/shared/content/settings';

type Appearance = SiteSettings['appearance'];

/** Which shapes show: triangles or bubbles, never both (triangles win when both are set). */
export function overlayShapes(appearance: Appearance): 'triangle' | 'bubble' | null {
  if (appearance.triangle) return 'triangle';
  if (appearance.bubble) return 'bubble';
  return null;
}

// Fixed positions (percent of the viewport) so the server renders the same markup every time.
const BUBBLES = [
  { cx: 8, cy: 18, r: 9 },
  { cx: 92, cy: 12, r: 5 },
  { cx: 85, cy: 62, r: 12 },
  { cx: 14, cy: 78, r: 6 },
  { cx: 55, cy: 92, r: 4 },
] as const;
const TRIANGLES = [
  { x: 4, y: 10, s: 14, rotate: 12 },
  { x: 86, y: 20, s: 9, rotate: -18 },
  { x: 78, y: 70, s: 16, rotate: 32 },
  { x: 10, y: 72, s: 8, rotate: -8 },
] as const;

/**
 * Decorative bubbles or triangles and a colour gradient behind the page content: pure SVG/CSS,
 * hidden from assistive technology, never catching the pointer. Renders nothing when all are off.
 */
export function DecorativeOverlay({ appearance }: { appearance: Appearance }) {
  const shapes = overlayShapes(appearance);
  const gradient = appearance.gradient?.enabled ? appearance.gradient : null;
  if (!shapes && !gradient) return null;
  const style: CSSProperties | undefined = gradient ? { backgroundImage: `linear-gradient(135deg, ${gradient.from}, ${gradient.to})` } : undefined;
  return (
    <div
      aria-hidden="true"
      data-decoration={[shapes, gradient ? 'gradient' : null].filter(Boolean).join(' ')}
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden"
      style={style}
    >
      {shapes ? (
        <svg aria-hidden="true" className="h-full w-full" viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
          {shapes === 'bubble'
            ? BUBBLES.map((b) => <ellipse key={`${b.cx}-${b.cy}`} cx={b.cx} cy={b.cy} rx={b.r * 0.6} ry={b.r} className="fill-primary" opacity={0.08} />)
            : TRIANGLES.map((tr) => (
                <polygon
                  key={`${tr.x}-${tr.y}`}
                  points={`${tr.x},${tr.y + tr.s} ${tr.x + tr.s / 2},${tr.y} ${tr.x + tr.s},${tr.y + tr.s}`}
                  transform={`rotate(${tr.rotate} ${tr.x + tr.s / 2} ${tr.y + tr.s / 2})`}
                  className="fill-secondary"
                  opacity={0.12}
                />
              ))}
        </svg>
      ) : null}
    </div>
  );
}

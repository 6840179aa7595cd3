import { Flag, MapPin, PartyPopper, Play } from 'lucide-react';
import type { MarkerIcon as MarkerIconName } from '../../shared/game/course';

const ICONS = { start: Play, end: Flag, party: PartyPopper, default: MapPin } as const;
const COLORS: Record<MarkerIconName, string> = {
  start: 'bg-emerald-600',
  end: 'bg-rose-600',
  party: 'bg-amber-500',
  default: 'bg-primary',
};

/** A marker's face: its icon (start, end, party or default) and the hole number. */
export function MarkerFace({ icon, number }: { icon: MarkerIconName; number: number | null }) {
  const Icon = ICONS[icon];
  return (
    <span className={`relative grid size-9 place-items-center rounded-full border-2 border-white text-white shadow-md ${COLORS[icon]}`}>
      <Icon aria-hidden="true" className="size-4" />
      {number !== null ? (
        <span className="absolute -top-2 -right-2 grid size-5 place-items-center rounded-full bg-black text-[11px] font-bold text-white">{number}</span>
      ) : null}
    </span>
  );
}

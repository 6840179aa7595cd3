import { Flag, MapPin, PartyPopper, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { readMarkers } from '../../game/course/course';
import { gameTexts } from '../../game/dictionary';

const ICONS = { start: Play, end: Flag, party: PartyPopper, default: MapPin } as const;

/** The points of a POI option, read-only: icon name and coordinates. */
export function PoiList({ value, locale }: { value: unknown; locale: string }): ReactNode {
  const t = gameTexts(locale);
  const markers = readMarkers(value);
  if (markers.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-poi-list="">
      {markers.map((marker, index) => {
        const Icon = ICONS[marker.icon];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: points have no identity but their position
          <li key={index} className="flex items-center gap-2" data-poi={marker.icon}>
            <Icon aria-hidden="true" className="size-4 text-primary" />
            <span className="font-semibold">{t.poiIcons[marker.icon]}</span>
            <span className="tabular-nums opacity-75">
              {t.latitude} {marker.lat.toFixed(5)}, {t.longitude} {marker.lng.toFixed(5)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

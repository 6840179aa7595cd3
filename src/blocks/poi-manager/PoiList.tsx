import { Flag, MapPin, PartyPopper, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { readMarkers } from '../../shared/game/course';
import { getTranslator } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';

const ICONS = { start: Play, end: Flag, party: PartyPopper, default: MapPin } as const;

/** The points of a POI option, read-only: icon name and coordinates. */
export function PoiList({ value, locale }: { value: unknown; locale: Locale }): ReactNode {
  const t = getTranslator(locale, 'game');
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
            <span className="font-semibold">{t('poi.icon', { icon: marker.icon })}</span>
            <span className="tabular-nums opacity-75">{t('poi.coordinates', { lat: marker.lat, lng: marker.lng })}</span>
          </li>
        );
      })}
    </ul>
  );
}

'use client';

import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useGame } from '../GameProvider';

/** Changes in flight for longer than this are worth mentioning (normally they take milliseconds). */
const PENDING_NOTICE_DELAY_MS = 1500;

/** Says when the device is offline or holds unsent entries (they are kept and sent later). */
export function PendingNotice() {
  const { snapshot, t } = useGame();
  const waiting = snapshot.pending > 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), PENDING_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (snapshot.online && !(waiting && slow)) return null;
  return (
    <p role="status" data-pending={snapshot.pending} className="flex items-center gap-2 rounded-xl bg-secondary/20 px-3 py-2 text-sm">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {snapshot.online ? t('notices.pending', { count: snapshot.pending }) : t('notices.offline')}
    </p>
  );
}

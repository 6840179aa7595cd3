'use client';

import type { StorageUsage } from '@/shared/schemas/media';
import { useEditorEnvironment } from '../context';
import { formatStorage } from '@/shared/i18n/format-storage';
import { useMediaTexts } from './use-media-texts';

/** How much of the site's storage quota its media use (uploads past it are refused). */
export function StorageUsageLine({ usage }: { usage: StorageUsage | null }) {
  const t = useMediaTexts();
  const locale = useEditorEnvironment().editorLanguage;
  if (!usage) return null;
  const full = usage.usedBytes >= usage.quotaBytes * 0.9;
  return (
    <p className={full ? 'text-sm font-medium text-amber-700' : 'text-sm text-neutral-500'} data-testid="storage-usage">
      {t('storageUsage', { used: formatStorage(usage.usedBytes, locale), quota: formatStorage(usage.quotaBytes, locale) })}
    </p>
  );
}

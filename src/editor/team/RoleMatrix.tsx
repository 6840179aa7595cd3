'use client';

import { Check, Minus } from 'lucide-react';
import { PERMISSION_NAMES, type Permission, ROLES, can } from '@/shared/permissions';
import type { EditorT } from '../i18n/messages';

/** The matrix's permissions as the help text names them (`editorTeam` → `permissions.*`). */
const LABEL_KEYS = {
  inbox: 'inbox',
  business: 'business',
  listings: 'listings',
  media: 'media',
  'site.view': 'siteView',
  'media.delete': 'mediaDelete',
  'content.edit': 'contentEdit',
  'content.publish': 'contentPublish',
  settings: 'settings',
  languages: 'languages',
  team: 'team',
  domains: 'domains',
  audit: 'audit',
  ownership: 'ownership',
  security: 'security',
  'site.delete': 'siteDelete',
} as const satisfies Record<Permission, string>;

/**
 * The permission matrix as the panel's help text: one row per permission, a column per role, read
 * from the same table the API enforces (`src/shared/permissions.ts`).
 */
export function RoleMatrix({ t }: { t: EditorT<'editorTeam'> }) {
  return (
    <details className="mt-3 rounded-lg bg-neutral-50 px-3 py-2 text-xs">
      <summary className="cursor-pointer font-medium">{t('matrix.title')}</summary>
      <p className="mt-2 text-neutral-600">{t('matrix.intro')}</p>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">{t('matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('matrix.permission')}
            </th>
            {ROLES.map((role) => (
              <th key={role} scope="col" className="px-1 py-1 text-center font-medium">
                {t(`roles.${role}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_NAMES.map((permission) => (
            <tr key={permission} className="border-t border-neutral-200">
              <th scope="row" className="py-1 pr-2 font-normal">
                {t(`permissions.${LABEL_KEYS[permission]}`)}
              </th>
              {ROLES.map((role) => (
                <td key={role} className="px-1 py-1 text-center">
                  {can(role, permission) ? (
                    <Check role="img" aria-label={t('matrix.yes')} className="mx-auto size-3.5 text-emerald-700" />
                  ) : (
                    <Minus role="img" aria-label={t('matrix.no')} className="mx-auto size-3.5 text-neutral-400" />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

'use client';

import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { dnsRecordsFor } from '@/shared/content/dns-records';
import type { TDomainTarget } from '@/shared/schemas/domains';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const COPY = cx('shrink-0 rounded-md px-2 py-1 text-xs font-medium text-sky-800 ring-1 ring-neutral-200 hover:bg-neutral-50', FOCUS_RING_LIGHT);

/** The DNS records a pending domain needs, as text to select or copy (one line each: type, name, value). */
export function DnsRecords({ host, target }: { host: string; target: TDomainTarget }) {
  const t = useEditorT('editorDomains');
  const [copied, setCopied] = useState<string | null>(null);
  const records = dnsRecordsFor(host, target);
  if (records.length === 0) return <p className="text-xs text-neutral-600">{t('records.noneForApex', { host })}</p>;

  async function copy(key: string, text: string) {
    await navigator.clipboard?.writeText(text).then(
      () => setCopied(key),
      // No clipboard (an insecure origin): the text stays there to select.
      () => undefined,
    );
  }

  return (
    <div className="mt-1.5">
      <p className="text-xs text-neutral-600">{t('records.title')}</p>
      <table className="mt-1 w-full table-fixed text-xs">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('records.type')}</th>
            <th scope="col">{t('records.name')}</th>
            <th scope="col">{t('records.value')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const key = `${record.type} ${record.value}`;
            return (
              <tr key={key} data-dns-record={record.type} className="align-top">
                <td className="w-12 py-0.5 font-semibold">{record.type}</td>
                <td className="py-0.5 font-mono break-all select-all">{record.name}</td>
                <td className="py-0.5 font-mono break-all select-all" data-dns-value>
                  {record.value}
                </td>
                <td className="w-20 py-0.5 text-right">
                  <button type="button" className={COPY} aria-label={t('records.copy', { type: record.type })} onClick={() => void copy(key, record.value)}>
                    {copied === key ? t('records.copied') : t('records.copyShort')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

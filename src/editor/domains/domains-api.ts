'use client';

import { apiRequest } from '@/shared/api/request';
import { type TSiteDomains, ZDomainHostRequest, ZSiteDomains } from '@/shared/schemas/domains';
import { apiGet, apiPost, editorApiLanguage } from '../api-client';

/** The "Domains" section's calls (`/api/v1/site/domains…`); each answers the whole list. */

const parsed = (data: unknown): TSiteDomains => ZSiteDomains.parse(data);

export const fetchDomains = async () => parsed(await apiGet('/site/domains'));
export const addDomain = async (host: string) => parsed(await apiPost('/site/domains', ZDomainHostRequest, { host }));
export const checkDomain = async (host: string) => parsed(await apiPost('/site/domains/check', ZDomainHostRequest, { host }));
export const makePrimaryDomain = async (host: string) => parsed(await apiPost('/site/domains/primary', ZDomainHostRequest, { host }));
// api-client has no DELETE helper; the shared request sends the same credentials and language.
export const removeDomain = async (host: string) =>
  parsed(await apiRequest(`/site/domains/${encodeURIComponent(host)}`, { method: 'DELETE', language: editorApiLanguage() }));

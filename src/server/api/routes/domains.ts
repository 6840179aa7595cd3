import { z } from 'zod';
import { normalizeHostInput } from '../../../shared/content/host-name';
import { ZDomainHostRequest, ZSiteDomains } from '../../../shared/schemas/domains';
import { getDb } from '../../db/client';
import { addSiteDomain } from '../../services/domains/add-site-domain';
import { checkSiteDomain } from '../../services/domains/check-site-domain';
import { listSiteDomains } from '../../services/domains/list-site-domains';
import { makeDomainPrimary } from '../../services/domains/make-domain-primary';
import { removeSiteDomain } from '../../services/domains/remove-site-domain';
import { auditSiteAction } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/**
 * The settings panel's "Domains" section (issue 30), for owners and admins: the Host's site's
 * domains, adding an own one, its DNS check, the primary domain, removing. Every answer is the
 * whole list. A host of another site is not found (404), like an unknown one.
 */

const domainsAnswer = (description: string) => envelopeAnswer(ZSiteDomains, description);
const notFound = { 404: errorAnswer('No such domain on this site') };

const list = defineRoute({
  method: 'get',
  path: '/site/domains',
  auth: 'admin',
  permission: 'domains',
  summary: "The site's domains with their state, and where own domains must point",
  responses: { 200: domainsAnswer('The domains') },
  handler: async (c) => ok(c, await listSiteDomains(getDb(), { siteId: c.get('site').id }), 200),
});

const add = defineRoute({
  method: 'post',
  path: '/site/domains',
  auth: 'admin',
  permission: 'domains',
  summary: 'Add an own domain (unverified until its DNS check passes)',
  request: { body: jsonBody(ZDomainHostRequest) },
  responses: {
    201: domainsAnswer('Added'),
    400: errorAnswer('Not a host name, or a name of the platform'),
    409: errorAnswer('In use already, or the site has the most domains it may have'),
  },
  handler: async (c) => {
    const domains = await addSiteDomain(getDb(), { siteId: c.get('site').id, host: c.req.valid('json').host });
    await auditSiteAction(c, 'domain.added', { host: normalizeHostInput(c.req.valid('json').host) ?? c.req.valid('json').host });
    return ok(c, domains, 201);
  },
});

const check = defineRoute({
  method: 'post',
  path: '/site/domains/check',
  auth: 'admin',
  permission: 'domains',
  summary: "Check a pending domain's DNS now; verified when it points at the platform",
  request: { body: jsonBody(ZDomainHostRequest) },
  responses: {
    200: domainsAnswer('Checked: the domain carries the finding'),
    400: errorAnswer('Not a host name'),
    ...notFound,
    409: errorAnswer('The platform has no target configured'),
  },
  handler: async (c) => ok(c, await checkSiteDomain(getDb(), { siteId: c.get('site').id, host: c.req.valid('json').host }), 200),
});

const primary = defineRoute({
  method: 'post',
  path: '/site/domains/primary',
  auth: 'admin',
  permission: 'domains',
  summary: 'Make a verified domain the primary one (the platform subdomain then redirects to it)',
  request: { body: jsonBody(ZDomainHostRequest) },
  responses: { 200: domainsAnswer('Primary'), 400: errorAnswer('Not a host name'), ...notFound, 409: errorAnswer('Not verified yet') },
  handler: async (c) => {
    const domains = await makeDomainPrimary(getDb(), { siteId: c.get('site').id, host: c.req.valid('json').host });
    await auditSiteAction(c, 'domain.primaryChanged', { host: domains.domains.find((domain) => domain.primary)?.host ?? c.req.valid('json').host });
    return ok(c, domains, 200);
  },
});

const remove = defineRoute({
  method: 'delete',
  path: '/site/domains/{host}',
  auth: 'admin',
  permission: 'domains',
  summary: 'Remove a domain (not the primary one, not the platform subdomain)',
  request: { params: z.object({ host: z.string().max(300) }) },
  responses: { 200: domainsAnswer('Removed'), ...notFound, 409: errorAnswer('The primary domain or the platform subdomain') },
  handler: async (c) => {
    const domains = await removeSiteDomain(getDb(), { siteId: c.get('site').id, host: c.req.valid('param').host });
    await auditSiteAction(c, 'domain.removed', { host: normalizeHostInput(c.req.valid('param').host) ?? c.req.valid('param').host });
    return ok(c, domains, 200);
  },
});

export const domainRoutes = [list, add, check, primary, remove];

import { z } from 'zod';
import { normalizeHostInput } from '../content/host-name';

/**
 * The "Domains" section's payloads (issue 30), shared by the editor and `/api/v1/site/domains…`.
 * Messages are keys of the `api` catalogue (the server answers them translated; the editor maps
 * them to its own `editorDomains.errors.*`).
 */

/** What the last DNS check of a pending domain found wrong. */
export const DNS_PROBLEMS = ['notFound', 'noRecords', 'wrongTarget', 'lookupFailed'] as const;
export type DnsProblem = (typeof DNS_PROBLEMS)[number];

/** `platform`: `{slug}.{PLATFORM_DOMAIN}`; `operator`: added by the people who run the platform; `own`: added in this panel. */
export const DOMAIN_KINDS = ['platform', 'operator', 'own'] as const;

export const ZSiteDomain = z.object({
  host: z.string(),
  kind: z.enum(DOMAIN_KINDS),
  verified: z.boolean(),
  primary: z.boolean(),
  /** The last DNS check (ISO time), null when never checked. */
  checkedAt: z.string().nullable(),
  /** What that check found wrong; null when it found the domain pointing here (or it was never checked). */
  problem: z.enum(DNS_PROBLEMS).nullable(),
  /** With `wrongTarget`: the names or addresses the domain points at instead. */
  found: z.array(z.string()),
});
export type TSiteDomain = z.infer<typeof ZSiteDomain>;

/** Where an own domain must point: a CNAME to the platform host, or A/AAAA to its addresses (null where not configured). */
export const ZDomainTarget = z.object({ cname: z.string().nullable(), ipv4: z.string().nullable(), ipv6: z.string().nullable() });
export type TDomainTarget = z.infer<typeof ZDomainTarget>;

/** GET /site/domains and the answer of every change: the whole list, so the panel shows what is stored. */
export const ZSiteDomains = z.object({ domains: z.array(ZSiteDomain), target: ZDomainTarget, max: z.number().int() });
export type TSiteDomains = z.infer<typeof ZSiteDomains>;

/** A host name as typed (scheme and trailing slash forgiven); see `normalizeHostInput`. */
export const ZDomainHostInput = z
  .string()
  .max(300, 'domains.invalidHost')
  .refine((value) => normalizeHostInput(value) !== null, 'domains.invalidHost');

/** POST /site/domains (add), /site/domains/check, /site/domains/primary. */
export const ZDomainHostRequest = z.object({ host: ZDomainHostInput });
export type TDomainHostRequest = z.infer<typeof ZDomainHostRequest>;

import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteDomains, sites } from '../db/schema';
import { AppError } from '../platform/app-error';
import { addMember } from '../services/members/add-member';
import { parseOrThrow } from '../services/sites/create-site';
import { createStarterSite } from '../services/sites/create-starter-site';
import { ZCreateSiteRequest } from '../../shared/schemas/sites';
import { createUser } from '../services/users/create-user';
import { createDemoSite } from '../demo/seed-demo';
import { importBusinessProfile } from '../services/business/import-business-profile';
import { addChangelogEntry } from '../services/changelog/add-changelog-entry';
import { createPlatformInvitation } from '../services/signup/platform-invitations';
import { reindexSearch } from '../services/search/reindex-search';
import { recordAuditEvent } from '../services/audit/record-audit-event';
import { TRANSFER_COMMANDS } from './transfer-commands';

/** Arguments as parsed from the command line: each flag may repeat. */
export type CommandArgs = Record<string, string[]>;

const one = (args: CommandArgs, name: string): string | undefined => args[name]?.at(-1);
const list = (args: CommandArgs, name: string): string[] =>
  (args[name] ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

export const ADMIN_COMMANDS = {
  'site:create': {
    usage: 'site:create --name "Optik Muster" --host optik-muster.ch [--host www.optik-muster.ch] --locales de,fr [--default de] [--health-optics]',
    run: (db: Database, args: CommandArgs) =>
      createStarterSite(
        db,
        // Validated here: the operator's words meet the same schema every other caller meets.
        parseOrThrow(ZCreateSiteRequest, {
          name: one(args, 'name') ?? '',
          hosts: list(args, 'host'),
          locales: list(args, 'locales'),
          defaultLocale: one(args, 'default'),
          healthOptics: args['health-optics'] !== undefined,
        }),
      ),
  },
  'demo:create': {
    usage: 'demo:create --host demo-it.example.ch --locales it[,de] [--default it] [--email owner@example.ch --password "…"]',
    run: async (db: Database, args: CommandArgs) => {
      const request = parseOrThrow(ZCreateSiteRequest, {
        name: 'Optik Muster',
        hosts: list(args, 'host'),
        locales: list(args, 'locales'),
        defaultLocale: one(args, 'default'),
      });
      const result = await createDemoSite(db, {
        hosts: request.hosts,
        locales: request.locales,
        defaultLocale: request.defaultLocale,
        ownerEmail: one(args, 'email'),
        ownerPassword: one(args, 'password'),
      });
      return { siteId: result.siteId, hosts: request.hosts, owner: result.owner };
    },
  },
  'site:list': {
    usage: 'site:list',
    run: async (db: Database) => {
      const rows = await db
        .select({ id: sites.id, name: sites.name, locales: sites.locales, defaultLocale: sites.defaultLocale, host: siteDomains.host })
        .from(sites)
        .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
        .orderBy(asc(sites.createdAt), asc(siteDomains.host));
      const bySite = new Map<string, { id: string; name: string; locales: string[]; defaultLocale: string; hosts: string[] }>();
      for (const { host, ...site } of rows) {
        const entry = bySite.get(site.id) ?? { ...site, hosts: [] };
        if (host) entry.hosts.push(host);
        bySite.set(site.id, entry);
      }
      return [...bySite.values()];
    },
  },
  'user:create': {
    usage: 'user:create --email anna@example.ch --password "at least 10 chars" [--name "Anna Muster"]',
    run: (db: Database, args: CommandArgs) =>
      createUser(db, { email: one(args, 'email') ?? '', password: one(args, 'password') ?? '', name: one(args, 'name') }),
  },
  'member:add': {
    usage: 'member:add --email anna@example.ch --host optik-muster.ch --role owner|admin|editor|optician',
    run: async (db: Database, args: CommandArgs) => {
      const email = one(args, 'email') ?? '';
      const added = await addMember(db, { email, host: one(args, 'host') ?? '', role: one(args, 'role') ?? '' });
      await recordAuditEvent(db, { action: 'member.added', siteId: added.siteId, details: { userId: added.userId, email, role: added.role, via: 'cli' } });
      return added;
    },
  },
  'business:import': {
    usage: 'business:import --host optik-muster.ch --file business.json',
    run: async (db: Database, args: CommandArgs) => {
      const file = one(args, 'file');
      if (!file) throw new AppError('BAD_REQUEST', { text: 'Name the file: --file business.json' });
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new AppError('BAD_REQUEST', { text: `Cannot read ${file} (${error.code ?? error.message})` });
      });
      return importBusinessProfile(db, { host: one(args, 'host') ?? '', text });
    },
  },
  'changelog:add': {
    usage: 'changelog:add --date 2026-11-23 --de "Neu: …" [--fr "…"] [--it "…"] [--en "…"]',
    run: (db: Database, args: CommandArgs) =>
      addChangelogEntry(db, {
        date: one(args, 'date') ?? '',
        texts: { de: one(args, 'de') ?? '', fr: one(args, 'fr'), it: one(args, 'it'), en: one(args, 'en') },
      }),
  },
  'platform:invite': {
    usage: 'platform:invite --email anna@example.ch [--locale de|fr|it|en]',
    run: (db: Database, args: CommandArgs) => createPlatformInvitation(db, { email: one(args, 'email'), locale: one(args, 'locale') }),
  },
  'search:reindex': {
    usage: 'search:reindex [--host optik-muster.ch]',
    run: (db: Database, args: CommandArgs) => reindexSearch(db, { host: one(args, 'host') }),
  },
  ...TRANSFER_COMMANDS,
} as const;

export type AdminCommandName = keyof typeof ADMIN_COMMANDS;

export function isAdminCommand(name: string): name is AdminCommandName {
  return Object.hasOwn(ADMIN_COMMANDS, name);
}

/** Runs one operator command; errors are AppErrors with a clear message. */
export async function runAdminCommand(db: Database, name: string, args: CommandArgs): Promise<unknown> {
  if (!isAdminCommand(name)) throw new AppError('BAD_REQUEST', 'admin.unknownCommand', { values: { name, commands: Object.keys(ADMIN_COMMANDS).join(', ') } });
  return ADMIN_COMMANDS[name].run(db, args);
}

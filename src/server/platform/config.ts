import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { parseTrustProxy } from './client-address';
import { processSingleton } from './process-singleton';

const ZBooleanString = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const ZOptionalFeedUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** External feeds (branch reviews, Instagram, health-optics articles): the seeded offline data unless FEEDS_PROVIDER=http with endpoints. */
export const ZFeedConfig = z.object({
  FEEDS_PROVIDER: z.enum(['offline', 'http']).default('offline'),
  FEEDS_REVIEWS_URL: ZOptionalFeedUrl,
  FEEDS_INSTAGRAM_URL: ZOptionalFeedUrl,
  /** The health-optics articles' WordPress site (its base URL, `/wp-json/wp/v2` is below it); issue 16. */
  FEEDS_ARTICLES_URL: ZOptionalFeedUrl,
  /** Let feeds reach this machine or the private network (a feed the operator runs there; tests' fake feeds). */
  FEEDS_ALLOW_PRIVATE_URL: ZBooleanString.default(false),
  /** Each server-side feed request gives up after this long. */
  FEEDS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  FEEDS_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(900),
});
export type FeedConfig = z.infer<typeof ZFeedConfig>;

const TRANSLATION_PROVIDER_SETTINGS = ['none', 'deepl', 'libretranslate', 'openai'] as const;
export const DEFAULT_TRANSLATION_MODEL = 'gpt-4o-mini';

type TranslationSettings = { TRANSLATION_PROVIDER: (typeof TRANSLATION_PROVIDER_SETTINGS)[number]; TRANSLATION_URL?: string; TRANSLATION_API_KEY?: string };

/** What each engine cannot run without, checked with the rest so a half configuration stops the start. */
function requireTranslationSettings(value: TranslationSettings, ctx: z.RefinementCtx): void {
  const provider = value.TRANSLATION_PROVIDER;
  if ((provider === 'libretranslate' || provider === 'openai') && !value.TRANSLATION_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['TRANSLATION_URL'],
      message: `is required with TRANSLATION_PROVIDER=${provider} (its base URL, e.g. http://127.0.0.1:5000 or http://127.0.0.1:11434/v1)`,
    });
  }
  if (provider === 'deepl' && !value.TRANSLATION_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['TRANSLATION_API_KEY'], message: 'is required with TRANSLATION_PROVIDER=deepl' });
  }
}

/**
 * Machine translation (issue 15): off unless TRANSLATION_PROVIDER names an engine. Engines on the
 * machine itself or the private network are refused unless TRANSLATION_ALLOW_PRIVATE_URL says the
 * operator runs one there (a local LibreTranslate or Ollama): the URL is operator input, but
 * requests to it carry site texts and must not become a way into internal services.
 */
export const ZTranslationConfig = z
  .object({
    TRANSLATION_PROVIDER: z.enum(TRANSLATION_PROVIDER_SETTINGS).default('none'),
    TRANSLATION_URL: ZOptionalFeedUrl,
    TRANSLATION_API_KEY: z
      .string()
      .min(1)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRANSLATION_MODEL: z
      .string()
      .default(DEFAULT_TRANSLATION_MODEL)
      .transform((model) => model.trim() || DEFAULT_TRANSLATION_MODEL),
    TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    TRANSLATION_ALLOW_PRIVATE_URL: ZBooleanString.default(false),
  })
  .superRefine(requireTranslationSettings);
export type TranslationConfig = z.infer<typeof ZTranslationConfig>;

const ZOptionalIp = (version: 'v4' | 'v6') =>
  (version === 'v4' ? z.ipv4({ message: 'must be an IPv4 address such as 203.0.113.10' }) : z.ipv6({ message: 'must be an IPv6 address such as 2001:db8::10' }))
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * The platform itself (issue 30): the host that serves sign-up and the site wizard, under which
 * every site is live at `{slug}.{PLATFORM_DOMAIN}`; who may sign up; who runs the platform; and
 * where own domains must point (CNAME to the platform host, or A/AAAA to these addresses).
 */
export const ZPlatformConfig = z.object({
  PLATFORM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,200}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
      'must be a host name such as webbox.example.ch (no scheme, no port)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SIGNUP: z.enum(['open', 'invite', 'closed']).default('closed'),
  PLATFORM_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const emails = value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean);
      for (const email of emails) {
        if (!z.email().safeParse(email).success) {
          ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address (a comma list such as ops@example.ch,anna@example.ch)` });
          return z.NEVER;
        }
      }
      return emails;
    }),
  PLATFORM_IPV4: ZOptionalIp('v4'),
  PLATFORM_IPV6: ZOptionalIp('v6'),
  /** Addresses allowed to ask `/internal/tls/allowed` (the TLS proxy on this machine by default); addresses or CIDRs. */
  TLS_ASK_ALLOWED_FROM: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      try {
        proxyaddr.compile(entries);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be a comma list of addresses or CIDRs such as 127.0.0.1,::1 (${(error as Error).message})` });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * The DNS servers the own-domain check asks (`203.0.113.53`, `[2001:db8::53]:53`, `127.0.0.1:5354`);
   * empty: the system's resolvers. Tests point it at a fake DNS server.
   */
  DNS_SERVERS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const servers = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = servers.find((server) => !isDnsServer(server));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad}" is not a DNS server address (a comma list such as 9.9.9.9,149.112.112.112 or 127.0.0.1:5354, [2001:db8::53]:53)`,
        });
        return z.NEVER;
      }
      return servers;
    }),
});

/** `ip`, `ip:port` (IPv4) or `[ipv6]:port`: what Node's `Resolver.setServers` takes. */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(server);
  const [address, port] = bracketed ? [bracketed[1], bracketed[2]] : withPort ? [withPort[1], withPort[2]] : [server, undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return bracketed ? isIP(address ?? '') === 6 : isIP(address ?? '') !== 0;
}
export type PlatformConfig = z.infer<typeof ZPlatformConfig>;

/** Sign-up creates sites under the platform host: it cannot be on without one. */
function requirePlatformDomain(value: { SIGNUP: PlatformConfig['SIGNUP']; PLATFORM_DOMAIN?: string }, ctx: z.RefinementCtx): void {
  if (value.SIGNUP !== 'closed' && !value.PLATFORM_DOMAIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['PLATFORM_DOMAIN'],
      message: `is required with SIGNUP=${value.SIGNUP} (the host sign-up and new sites live under, e.g. webbox.example.ch)`,
    });
  }
}

/** Everything the process reads from its environment, validated once. */
export const ZConfig = z
  .object({
    ...ZFeedConfig.shape,
    ...ZTranslationConfig.shape,
    ...ZPlatformConfig.shape,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Shared store of the rate limits and stream caps, so several instances count together. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PUBLIC_ORIGIN: z
      .url({ message: 'must be an absolute URL such as https://example.ch' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_OWNER_EMAIL: z
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_OWNER_PASSWORD: z
      .string()
      .min(10, 'must be at least 10 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_DEMO: ZBooleanString.default(true),
    /** S3-compatible object storage for media; without S3_BUCKET, files go to $DATA_DIR/media. */
    S3_ENDPOINT: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z
      .string()
      .min(3)
      .max(63)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: ZBooleanString.default(true),
    /** Outgoing mail (form notifications); without it, mails are written as .eml files to $DATA_DIR/mail. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, hostname: /^.+$/, error: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.ch:587' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('Webbox <no-reply@localhost>'),
    /** Game event streams (SSE) one address may hold open per site at once. */
    GAME_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Site searches per client address and minute (each search that is not cached costs the database). */
    SEARCH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Password attempts per client address and minute (slows guessing, lets a person mistype). */
    SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Media bytes one site may store (images, crops, own videos, open upload slots). */
    SITE_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(5120),
    /** Direct video uploads one site may have open at once (each reserves its announced size). */
    PENDING_UPLOADS_PER_SITE: z.coerce.number().int().min(1).max(1000).default(3),
    /** Uploads are refused while the disk has less free space than this (keeps the database writable). */
    UPLOAD_DISK_RESERVE_MB: z.coerce.number().int().min(0).default(1024),
    /** Proxies that may name the client (X-Forwarded-For/-Proto): false, true (one hop), a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (!('error' in parsed)) return parsed;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(2000),
    /** `GET /metrics` with `Authorization: Bearer <token>` from anywhere; without it only from loopback/private addresses. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The sites with the most media bytes that get their own storage gauge (the rest are summed). */
    METRICS_TOP_SITES: z.coerce.number().int().min(0).max(1000).default(20),
    /** Published pages that need nothing of Next in the browser are rendered without Next (dist/server/live-render.mjs); `false`: Next renders every page. */
    LIVE_RENDERER: ZBooleanString.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine(requireTranslationSettings)
  .superRefine(requirePlatformDomain);

export type Config = z.infer<typeof ZConfig> & {
  /** Absolute data directory. */
  dataDir: string;
  /** The auth secret: configured, or generated once and kept in the data directory. */
  authSecret: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws a ConfigError listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, authSecret: parsed.data.AUTH_SECRET ?? readOrCreateSecret(dataDir) };
}

/** Zero-config start: a secret generated on first start and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

const holder = processSingleton('config', (): { config?: Config } => ({}));

/** The process-wide configuration, read once. */
export function getConfig(): Config {
  holder.config ??= parseConfig(process.env);
  return holder.config;
}

/** Replaces the process-wide configuration (tests); undefined reads the environment again on next use. */
export function setConfig(config: Config | undefined): void {
  holder.config = config;
}

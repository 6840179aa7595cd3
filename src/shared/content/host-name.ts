/**
 * Host names an owner types for their own domain (issue 30). Shared by the editor's form and the
 * server, so both read `https://WWW.Optik-Müller.ch/` as `www.xn--optik-mller-zhb.ch`.
 */

/** At most this many domains per site (platform subdomain and operator hosts included). */
export const MAX_DOMAINS_PER_SITE = 10;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host name in what was typed — scheme, a trailing slash and a trailing dot forgiven, letters
 * lower-cased, international names as punycode — or null when it is no public host name: a
 * single label, an IP address, a port, a path, a user or characters a name cannot hold.
 */
export function normalizeHostInput(input: string): string | null {
  const trimmed = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
  if (!trimmed || /[/:@?#\s[\]\\]/.test(trimmed)) return null;
  let host: string;
  try {
    // The WHATWG parser does IDNA (ü → xn--…) the same way in the browser and in Node.
    host = new URL(`http://${trimmed}`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
  if (host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // A top-level domain is letters (or an international one's punycode): never digits, which would
  // be an IPv4 address, nor a hyphenated word, which is a name missing its `.ch`.
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

/** Whether `host` is the platform domain itself or a name below it (those belong to the platform). */
export function isUnderDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * An apex domain (`optik-muster.ch`) cannot carry a CNAME beside its other records; `www.optik-muster.ch`
 * can. Two labels are read as an apex (right for .ch, .li, .de, .com; a `co.uk` name is shown a CNAME
 * it may not be able to use, and the A/AAAA records beside it).
 */
export function isApexDomain(host: string): boolean {
  return host.split('.').length === 2;
}

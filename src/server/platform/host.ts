/** Lower-cases a Host header and drops its port: `Example.ch:3000` -> `example.ch`. */
export function normalizeHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase();
  if (!trimmed) return null;
  // IPv6 literal: [::1]:3000
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end > 0 ? trimmed.slice(0, end + 1) : null;
  }
  const withoutPort = trimmed.replace(/:\d+$/, '');
  return /^[a-z0-9.-]+$/.test(withoutPort) ? withoutPort.replace(/\.$/, '') : null;
}

/** A Host header's name (as normalizeHost gives it) and port, if it names one. */
export function parseHost(host: string | null | undefined): { name: string; port: number | null } | null {
  const name = normalizeHost(host);
  if (!name || !host) return null;
  const port = /:(\d+)$/.exec(host.trim().replace(/^\[[^\]]*\]/, ''));
  return { name, port: port?.[1] ? Number(port[1]) : null };
}

/** Name and port, for keys that must keep `example.ch:6666` apart from `example.ch`. */
export function hostKey(host: string | null | undefined): string | null {
  const parsed = parseHost(host);
  if (!parsed) return null;
  return parsed.port === null ? parsed.name : `${parsed.name}:${parsed.port}`;
}

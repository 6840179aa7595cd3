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

/** Names of this machine that browsers treat as separate sites. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins state-changing requests may come from: PUBLIC_URL's, and in
 * development, when PUBLIC_URL is a loopback address, the same scheme and
 * port under the other loopback names (a newcomer opening
 * http://127.0.0.1:3000 while PUBLIC_URL says localhost). Production stays
 * strict: exactly PUBLIC_URL's origin.
 */
export function trustedOrigins(publicUrl: string, nodeEnv: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (nodeEnv === 'production' || !LOOPBACK_HOSTS.includes(url.hostname)) return origins;
  for (const host of LOOPBACK_HOSTS) {
    const alias = new URL(url.origin);
    alias.hostname = host;
    origins.add(alias.origin);
  }
  return origins;
}

/** `http://127.0.0.1:3000` for a request that arrived with that scheme and Host; undefined when unusable. */
export function requestOrigin(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

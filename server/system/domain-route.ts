/**
 * The domain route list (SPEC §7 "Other": the speed picker tests its first 5 domains). The
 * reference server knows only its own origins: the host the client used and, on a loopback host,
 * the other loopback spelling on the same port — a second, real entry the picker can switch to
 * (server/cors.ts lets the page call it).
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

export interface HostParts {
  hostname: string;
  port: string;
}

export function splitHost(host: string): HostParts {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { hostname: match?.[1] ?? host, port: match?.[2] ?? '' };
}

export function isLoopbackName(hostname: string): boolean {
  return LOOPBACK_NAMES.includes(hostname) || hostname === '[::1]';
}

/** host[:port] entries this server answers as, the requested one first. */
export function ownDomains(host: string): string[] {
  const { hostname, port } = splitHost(host);
  if (!isLoopbackName(hostname)) return [host];
  const suffix = port ? `:${port}` : '';
  const others = LOOPBACK_NAMES.filter((name) => name !== hostname).map((name) => `${name}${suffix}`);
  return [host, ...others];
}

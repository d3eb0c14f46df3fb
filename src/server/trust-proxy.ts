import { isIP } from 'node:net';
import { ConfigError } from './config-error';

/**
 * `TENA_TRUST_PROXY`: which peers may tell the server, through `X-Forwarded-For` and
 * `X-Forwarded-Proto`, the client's address and whether it came over HTTPS. Unset, nobody
 * is trusted: the client is the socket's peer and the scheme is the socket's own.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

/** The address ranges proxy-addr (Fastify's resolver) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > MAX_HOPS) {
      throw new ConfigError(
        `TENA_TRUST_PROXY as a number of proxy hops must be from 1 to ${MAX_HOPS}, got "${raw}"`,
      );
    }
    return { hops };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = addresses.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || addresses.length === 0) {
    throw new ConfigError(
      `TENA_TRUST_PROXY must be a number of proxy hops (1 to ${MAX_HOPS}) or comma-separated proxy addresses or ranges such as 10.0.0.2, 10.0.0.0/8 or loopback, got "${bad ?? raw}"`,
    );
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` for the setting. Hops are a function: Fastify 5 ignores a bare hop
 * count (it cannot check the peer), and trusting "the nearest N peers, whoever they are" is
 * what the operator asked for by giving a number; addresses go to proxy-addr as they are.
 */
export function fastifyTrustProxy(
  trust: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}

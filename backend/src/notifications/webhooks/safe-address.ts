import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT, multicast and other non-public ranges. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address a webhook may be sent to in production. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  // Node's BlockList matches IPv4 rules against IPv4-mapped IPv6 addresses (and back), so
  // each family is checked against its own rules only.
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class UnsafeAddressError extends Error {}

/**
 * A `lookup` for http(s).request that refuses to connect to a non-public address: the check
 * runs on the address actually connected to, at delivery time, so a name that changes its
 * answer after registration gains nothing.
 */
export function publicOnlyLookup(
  hostname: string,
  options: object,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as LookupAddress[];
    const unsafe = list.find((a) => !isPublicAddress(a.address));
    if (unsafe || list.length === 0) {
      return callback(
        new UnsafeAddressError(`${hostname} resolves to a non-public address (${unsafe?.address})`),
        '',
      );
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}

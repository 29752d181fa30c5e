import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

const cidr = (text: string): Range => ipaddr.parseCIDR(text) as Range;

/**
 * IPv4 blocks refused although ipaddr.js may call them `unicast`, named here so the rule does
 * not depend on the library's version: documentation (RFC 5737), benchmarking (RFC 2544), IETF
 * protocol assignments and the retired 6to4 relay anycast.
 */
const IPV4_REFUSED: [Range, string][] = [
  [cidr('192.0.0.0/24'), 'an IETF protocol address'],
  [cidr('192.0.2.0/24'), 'a documentation address'],
  [cidr('198.51.100.0/24'), 'a documentation address'],
  [cidr('203.0.113.0/24'), 'a documentation address'],
  [cidr('198.18.0.0/15'), 'a benchmarking address'],
  [cidr('192.88.99.0/24'), 'a 6to4 relay address'],
  [cidr('240.0.0.0/4'), 'a reserved address'],
];

/** IPv6 global unicast (RFC 4291): anything outside is refused. */
const GLOBAL_UNICAST = cidr('2000::/3');

/** Inside 2000::/3 but not a public host: documentation (RFC 3849, RFC 9637), benchmarking. */
const IPV6_REFUSED: [Range, string][] = [
  [cidr('2001:db8::/32'), 'a documentation address'],
  [cidr('3fff::/20'), 'a documentation address'],
  [cidr('2001:2::/48'), 'a benchmarking address'],
];

/** IPv6 ranges that carry an IPv4 address inside, with where it sits (first byte of the four). */
const IPV4_CARRIERS: [Range, string, (bytes: number[]) => number[]][] = [
  [cidr('::/96'), 'an IPv4-compatible address', (b) => b.slice(12, 16)],
  [cidr('64:ff9b::/96'), 'a NAT64 address', (b) => b.slice(12, 16)],
  [cidr('64:ff9b:1::/48'), 'a NAT64 address', (b) => b.slice(12, 16)],
  [cidr('2002::/16'), 'a 6to4 address', (b) => b.slice(2, 6)],
  // Teredo: the client's address, inverted, in the last 32 bits.
  [cidr('2001::/32'), 'a Teredo address', (b) => b.slice(12, 16).map((x) => x ^ 0xff)],
];

/** Why ipaddr.js's range name is not a public host, in words. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address',
  private: 'a private address',
  reserved: 'a reserved address',
  uniqueLocal: 'a unique local address',
  siteLocal: 'a site-local address',
  deprecatedSiteLocal: 'a site-local address',
};

function ipv4Refusal(address: ipaddr.IPv4): string | null {
  // Our own blocks first: their words are more telling than ipaddr.js's `reserved`.
  const refused = IPV4_REFUSED.find(([block]) => address.match(block));
  if (refused) return refused[1];
  const range = address.range();
  return range === 'unicast'
    ? null
    : (RANGE_WORDS[range] ?? `a special-purpose address (${range})`);
}

function ipv6Refusal(address: ipaddr.IPv6): string | null {
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 address: judged as such.
  if (address.isIPv4MappedAddress()) {
    const reason = ipv4Refusal(address.toIPv4Address());
    return reason && `an IPv4-mapped address of ${address.toIPv4Address().toString()}, ${reason}`;
  }
  const carrier = IPV4_CARRIERS.find(([block]) => address.match(block));
  if (carrier) {
    const [, words, embedded] = carrier;
    const inner = new ipaddr.IPv4(embedded(address.toByteArray()));
    const innerReason = ipv4Refusal(inner);
    // Tunnelled and translated forms are not global unicast hosts, whatever they carry.
    return `${words} (embeds ${inner.toString()}${innerReason ? `, ${innerReason}` : ''})`;
  }
  if (!address.match(GLOBAL_UNICAST)) {
    if (address.match(cidr('fec0::/10'))) return RANGE_WORDS.siteLocal;
    const range = address.range();
    return range !== 'unicast'
      ? (RANGE_WORDS[range] ?? `a special-purpose address (${range})`)
      : 'not a global unicast address';
  }
  const refused = IPV6_REFUSED.find(([block]) => address.match(block));
  if (refused) return refused[1];
  const range = address.range();
  return range === 'unicast'
    ? null
    : (RANGE_WORDS[range] ?? `a special-purpose address (${range})`);
}

/**
 * Why a webhook may not be sent to `address` in production ("a loopback address", "a 6to4
 * address (embeds 127.0.0.1, a loopback address)"...), or null when it is a public host: IPv4
 * unicast outside private, shared, documentation and reserved blocks; IPv6 global unicast
 * (2000::/3) outside documentation, benchmarking and the forms that carry an IPv4 address
 * (6to4, Teredo, NAT64, IPv4-compatible). Parsing and the special ranges come from ipaddr.js.
 */
export function addressRefusal(address: string): string | null {
  const text = address.replace(/^\[|\]$/g, '');
  // Only the canonical forms a resolver or a URL parser produces; no zone ids, no octal.
  if (
    !ipaddr.IPv4.isValidFourPartDecimal(text) &&
    !(text.includes(':') && ipaddr.IPv6.isValid(text))
  ) {
    return 'not an IP address';
  }
  const parsed = ipaddr.parse(text);
  return parsed.kind() === 'ipv4'
    ? ipv4Refusal(parsed as ipaddr.IPv4)
    : ipv6Refusal(parsed as ipaddr.IPv6);
}

/** True for an address a webhook may be sent to in production. */
export function isPublicAddress(address: string): boolean {
  return addressRefusal(address) === null;
}

export class UnsafeAddressError extends Error {}

/**
 * A `lookup` for http(s).request that refuses to connect to a non-public address: the check
 * runs on the addresses the name resolves to at delivery time, and the connection goes to one
 * of them, so a name that changes its answer after registration gains nothing.
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
        new UnsafeAddressError(
          unsafe
            ? `${hostname} resolves to ${unsafe.address}, ${addressRefusal(unsafe.address)}`
            : `${hostname} resolves to no address`,
        ),
        '',
      );
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}

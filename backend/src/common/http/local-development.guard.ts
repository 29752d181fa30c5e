import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  NotFoundException,
  UseGuards,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { appConfig } from '../../config/configuration.js';
import { NodeEnv } from '../../config/env.validation.js';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * True for an address of this machine's loopback interface: 127.0.0.0/8, ::1, and IPv4 ones
 * written as IPv6 (::ffff:127.0.0.1).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client addresses the forwarding headers name (X-Forwarded-For, X-Real-IP and the
 * `for=` of Forwarded), as written: ports and brackets removed, anything else kept, so an
 * obfuscated or unknown name (`for=_hidden`, `unknown`) is kept and is no address at all.
 */
export function forwardedAddresses(headers: IncomingMessage['headers']): string[] {
  const one = (value: string | string[] | undefined): string[] =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
  const forwardedFor = one(headers.forwarded).flatMap((element) =>
    element
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => /^for=/i.test(pair))
      .map((pair) => pair.slice(4)),
  );
  return [...one(headers['x-forwarded-for']), ...one(headers['x-real-ip']), ...forwardedFor]
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .filter((name) => name !== '')
    .map(withoutPort);
}

/** `[::1]:4711` -> `::1`, `127.0.0.1:4711` -> `127.0.0.1`; a bare address as it is. */
function withoutPort(name: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(name);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(name);
  return v4WithPort ? v4WithPort[1] : name;
}

/**
 * True when the request comes from this machine: its socket's peer is a loopback address,
 * and every address a forwarding header names is one too. The headers can only refuse, never
 * admit: a reverse proxy on the same machine connects from loopback for every client, and
 * says who the client is in X-Forwarded-For
 * (docs/decisions/development-helpers-answer-loopback-only.md).
 */
export function isLocalRequest(request: IncomingMessage): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardedAddresses(request.headers).every(isLoopbackAddress)
  );
}

/**
 * For development helpers (the mailbox): outside production, and for a client on this
 * machine only. Anything else is answered as if the route did not exist, the same 404 as an
 * unknown path.
 */
@Injectable()
export class LocalDevelopmentGuard implements CanActivate {
  constructor(@Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<IncomingMessage & { method: string }>();
    if (this.app.nodeEnv !== NodeEnv.Production && isLocalRequest(request)) return true;
    // The message Nest's router gives a path it does not know; the error filter words it.
    const path = (request.url ?? '/').split('?')[0];
    throw new NotFoundException(`Cannot ${request.method} ${path}`);
  }
}

/**
 * A development helper's routes: outside production and from this machine only. Who may call
 * them is still said with `@Public()`; this is where the machine's own clients are told apart.
 */
export const LocalDevelopmentOnly = () => applyDecorators(UseGuards(LocalDevelopmentGuard));

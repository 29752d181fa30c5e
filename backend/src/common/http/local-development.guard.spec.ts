import type { ExecutionContext } from '@nestjs/common';
import { NotFoundException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { NodeEnv } from '../../config/env.validation.js';
import type { AppConfig } from '../../config/configuration.js';
import {
  forwardedAddresses,
  isLocalRequest,
  isLoopbackAddress,
  LocalDevelopmentGuard,
} from './local-development.guard.js';

const requestFrom = (
  remoteAddress: string | undefined,
  headers: IncomingMessage['headers'] = {},
): IncomingMessage =>
  ({
    method: 'GET',
    url: '/api/dev/mailbox?to=a@example.com',
    headers,
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;

const contextOf = (request: IncomingMessage): ExecutionContext =>
  ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

const guardIn = (nodeEnv: NodeEnv) =>
  new LocalDevelopmentGuard({ nodeEnv } as AppConfig as ConstructorParameters<
    typeof LocalDevelopmentGuard
  >[0]);

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.45.6.7', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])(
    'takes %s for this machine',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each([
    '192.0.2.2',
    '10.0.0.1',
    '0.0.0.0',
    '128.0.0.1',
    '::',
    '::ffff:192.0.2.2',
    'fd00::2',
    'localhost',
    'unknown',
    '',
    undefined,
  ])('does not take %s', (address) => expect(isLoopbackAddress(address)).toBe(false));
});

describe('forwardedAddresses', () => {
  it('reads every forwarding header, ports and brackets removed', () => {
    expect(
      forwardedAddresses({
        'x-forwarded-for': '127.0.0.1, 203.0.113.9',
        'x-real-ip': '198.51.100.4',
        forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8::1]:4711", For="127.0.0.1:80"',
      }),
    ).toEqual([
      '127.0.0.1',
      '203.0.113.9',
      '198.51.100.4',
      '192.0.2.60',
      '2001:db8::1',
      '127.0.0.1',
    ]);
  });

  it('keeps names that are not addresses, so they count as not local', () => {
    expect(forwardedAddresses({ forwarded: 'for=_hidden, for=unknown' })).toEqual([
      '_hidden',
      'unknown',
    ]);
  });
});

describe('isLocalRequest', () => {
  it('takes a loopback peer without forwarding headers', () => {
    expect(isLocalRequest(requestFrom('127.0.0.1'))).toBe(true);
    expect(isLocalRequest(requestFrom('::ffff:127.0.0.1'))).toBe(true);
    expect(isLocalRequest(requestFrom('::1'))).toBe(true);
  });

  it('refuses a peer on another machine, whatever the headers say', () => {
    expect(isLocalRequest(requestFrom('192.0.2.2'))).toBe(false);
    expect(isLocalRequest(requestFrom('192.0.2.2', { 'x-forwarded-for': '127.0.0.1' }))).toBe(
      false,
    );
    expect(isLocalRequest(requestFrom(undefined))).toBe(false);
  });

  it('refuses a client that a proxy on this machine forwards from elsewhere', () => {
    expect(isLocalRequest(requestFrom('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(
      false,
    );
    // A client cannot hide behind a loopback address it writes itself: the proxy adds its own.
    expect(
      isLocalRequest(requestFrom('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })),
    ).toBe(false);
    expect(isLocalRequest(requestFrom('::1', { 'x-real-ip': '203.0.113.9' }))).toBe(false);
    expect(isLocalRequest(requestFrom('::1', { forwarded: 'for=unknown' }))).toBe(false);
  });

  it('takes a proxy on this machine forwarding a client of this machine', () => {
    expect(isLocalRequest(requestFrom('127.0.0.1', { 'x-forwarded-for': '::1' }))).toBe(true);
  });
});

describe('LocalDevelopmentGuard', () => {
  it('lets a local client through outside production', () => {
    expect(guardIn(NodeEnv.Development).canActivate(contextOf(requestFrom('127.0.0.1')))).toBe(
      true,
    );
    expect(guardIn(NodeEnv.Test).canActivate(contextOf(requestFrom('::1')))).toBe(true);
  });

  it('answers anyone else as Nest answers a path it does not know', () => {
    const refusal = (guard: LocalDevelopmentGuard, request: IncomingMessage) => {
      try {
        guard.canActivate(contextOf(request));
      } catch (error) {
        return error;
      }
      throw new Error('let through');
    };
    for (const error of [
      refusal(guardIn(NodeEnv.Development), requestFrom('192.0.2.2')),
      refusal(guardIn(NodeEnv.Production), requestFrom('127.0.0.1')),
    ]) {
      expect(error).toBeInstanceOf(NotFoundException);
      expect((error as NotFoundException).message).toBe('Cannot GET /api/dev/mailbox');
    }
  });
});

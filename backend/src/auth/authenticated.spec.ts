import { Controller, Get } from '@nestjs/common';
import { MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { AppModule } from '../app.module.js';
import { decisionOf } from './authentication.js';
import { Authenticated, Public } from './authenticated.decorator.js';

type Type = (...args: unknown[]) => unknown;

/** Every controller class reachable from `root` through the modules' `imports`. */
function controllersOf(root: unknown): Type[] {
  const seen = new Set<unknown>();
  const controllers = new Set<Type>();
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    if (typeof entry === 'object' && 'forwardRef' in entry) {
      return visit((entry as { forwardRef: () => unknown }).forwardRef());
    }
    const dynamic = typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined;
    const module = dynamic ? dynamic.module : entry;
    const read = (key: string): unknown[] => [
      ...((Reflect.getMetadata(key, module as object) as unknown[] | undefined) ?? []),
      ...((dynamic?.[key] as unknown[] | undefined) ?? []),
    ];
    read(MODULE_METADATA.CONTROLLERS).forEach((controller) => controllers.add(controller as Type));
    read(MODULE_METADATA.IMPORTS).forEach(visit);
  };
  visit(root);
  return [...controllers];
}

/** `Controller.method` of every route that has neither `@Authenticated` nor `@Public`. */
function undecidedRoutes(controllers: Type[]): string[] {
  const undecided: string[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      if (!decisionOf(controller, handler)) undecided.push(`${controller.name}.${name}`);
    }
  }
  return undecided;
}

describe('every route says who may call it', () => {
  it('finds the application’s controllers', () => {
    const names = controllersOf(AppModule).map((controller) => controller.name);
    expect(names).toEqual(expect.arrayContaining(['AuthController', 'AdminController']));
    expect(names.length).toBeGreaterThan(20);
  });

  it('has @Authenticated or @Public on every route of the application', () => {
    expect(undecidedRoutes(controllersOf(AppModule))).toEqual([]);
  });

  it('names a route that has neither', () => {
    @Authenticated()
    @Controller('decided')
    class Decided {
      @Get()
      all() {}
    }
    @Controller('mixed')
    class Mixed {
      @Get('open')
      @Public()
      open() {}

      @Get('forgotten')
      forgotten() {}
    }
    expect(undecidedRoutes([Decided, Mixed] as unknown as Type[])).toEqual(['Mixed.forgotten']);
  });

  it('refuses options that contradict each other', () => {
    expect(() => Authenticated({ via: 'session', scope: 'bookings:read' })).toThrow(/scope/);
    expect(() => Authenticated({ via: 'session', role: 'member' })).toThrow(/organisation/);
    expect(() => Authenticated({ via: 'optional', verified: true })).toThrow(/optional/);
  });
});

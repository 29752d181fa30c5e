import { Controller, Get, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiErrors, ApiRefusals, declareErrors } from './errors.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

@ApiRefusals({ 401: ['UNAUTHENTICATED'], 403: ['ADMIN_ONLY'] })
@ApiErrors({ 500: ['INTERNAL_ERROR'] })
@Controller('things')
class ThingsController {
  @Get(':id')
  @ApiErrors({ 409: ['SOLD_OUT'] })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such thing',
      messages: { NOT_FOUND: 'Thing not found' },
    },
    409: ['CLOSED', 'SOLD_OUT'],
  })
  getThing() {}

  @Get()
  @ApiRefusals({ 401: ['UNAUTHENTICATED', 'API_KEY_INVALID'] })
  listThings() {}
}

/** A stand-in for the application (its ModulesContainer): one module with the controller above. */
const app = {
  get: () =>
    new Map([['things', { controllers: new Map([['c', { metatype: ThingsController }]]) }]]),
} as unknown as INestApplication;

const operation = (operationId: string): Json => ({ operationId, responses: { 200: {} } });

describe('@ApiErrors', () => {
  const document = declareErrors(app, {
    paths: {
      '/things/{id}': { get: operation('getThing') },
      '/things': { get: operation('listThings') },
    },
  } as unknown as OpenAPIObject) as Json;
  const one = document.paths['/things/{id}'].get.responses;
  const list = document.paths['/things'].get.responses;
  const codes = (response: Json) =>
    response.content['application/json'].schema.allOf[1].properties.code.enum;

  it('adds up the codes of a route and its controller, in any order, each listed once', () => {
    expect(codes(one['409'])).toEqual(['CLOSED', 'SOLD_OUT']);
    expect(codes(one['500'])).toEqual(['INTERNAL_ERROR']);
    expect(codes(one['401'])).toEqual(['UNAUTHENTICATED']);
  });

  it('gives each code an example body, with the route’s own message where it has one', () => {
    const examples = one['404'].content['application/json'].examples;
    expect(examples.NOT_FOUND.value).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Thing not found',
    });
    expect(one['404'].description).toBe('No such thing');
    expect(Object.keys(one['409'].content['application/json'].examples)).toEqual([
      'CLOSED',
      'SOLD_OUT',
    ]);
  });

  it('replaces the controller’s refusals with the route’s own', () => {
    expect(codes(list['401'])).toEqual(['UNAUTHENTICATED', 'API_KEY_INVALID']);
    expect(list['403']).toBeUndefined();
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { renderOpenApi } from '../src/openapi.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe('docs/openapi.json', () => {
  it('matches the code (run `npm run openapi` after changing the API)', async () => {
    const committed = fs.readFileSync(path.join(REPOSITORY_ROOT, 'docs', 'openapi.json'), 'utf8');
    expect(await renderOpenApi()).toBe(committed);
  });

  it('names operations after their methods and documents every error with an example per code', async () => {
    const document = JSON.parse(await renderOpenApi());
    for (const [route, methods] of Object.entries<Record<string, Json>>(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
        const responses = Object.entries<Json>(operation.responses);
        expect(responses.some(([code]) => code.startsWith('2'))).toBe(true);
        for (const [code, response] of responses) {
          if (code.startsWith('2')) continue;
          const media = response.content?.['application/json'];
          const examples: Json[] = media?.examples
            ? Object.values<Json>(media.examples).map((example) => example.value)
            : [media?.example];
          for (const example of examples) {
            expect({ route, code, example }).toEqual({
              route,
              code,
              example: expect.objectContaining({
                statusCode: Number(code),
                message: expect.any(String),
              }),
            });
          }
          // Each code the response lists has its own example.
          const listed: string[] | undefined = media?.schema?.allOf?.[1]?.properties?.code?.enum;
          if (media?.examples && listed) {
            expect({
              route,
              code,
              examples: examples.map((example) => example.code).sort(),
            }).toEqual({
              route,
              code,
              examples: [...listed].sort(),
            });
          }
        }
      }
    }
  });

  it("types a booking's metadata by its serviceType, in requests and answers", async () => {
    const document = JSON.parse(await renderOpenApi());
    const schemas: Record<string, Json> = document.components.schemas;
    const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')];
    const bookings = document.paths['/api/bookings'];
    const cases = [
      bookings.post.requestBody.content['application/json'].schema,
      bookings.post.responses['201'].content['application/json'].schema,
      document.paths['/api/bookings/user'].get.responses['200'].content['application/json'].schema
        .properties.items.items,
      document.paths['/api/bookings/{id}'].get.responses['200'].content['application/json'].schema,
    ];
    for (const union of cases) {
      expect(union.discriminator.propertyName).toBe('serviceType');
      const mapping: Record<string, string> = union.discriminator.mapping;
      expect(Object.keys(mapping).sort()).toEqual(['car', 'event', 'hotel', 'real_estate', 'tour']);
      expect(union.oneOf.map((one: Json) => one.$ref).sort()).toEqual(
        Object.values(mapping).sort(),
      );
      for (const [serviceType, ref] of Object.entries(mapping)) {
        const booking = resolve(ref);
        expect(booking.properties.serviceType.enum).toEqual([serviceType]);
        expect(booking.required).toContain('serviceType');
        expect(resolve(booking.properties.metadata.$ref).type).toBe('object');
      }
    }
  });

  it('lists no booking field the server ignores (it prices, counts and names itself)', async () => {
    const document = JSON.parse(await renderOpenApi());
    const schemas: Record<string, Json> = document.components.schemas;
    const ignored = ['nights', 'ticketPrice', 'ticketQuantity', 'ticketType', 'driverCost', 'days'];
    ignored.push('rentalDays', 'pricePerPerson', 'language', 'hotelName', 'roomType');
    ignored.push('eventTitle', 'carMake', 'carModel', 'tourTitle', 'propertyTitle');
    for (const name of [
      'HotelBookingMetadataDto',
      'EventBookingMetadataDto',
      'CarBookingMetadataDto',
      'TourBookingMetadataDto',
      'ViewingBookingMetadataDto',
    ]) {
      const fields = Object.keys(schemas[name].properties);
      expect({ name, ignored: fields.filter((field) => ignored.includes(field)) }).toEqual({
        name,
        ignored: [],
      });
    }
  });
});

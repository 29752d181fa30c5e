/**
 * Benchmark target: the real application and, beside it, a bare `node:http` server that
 * answers the same two hotel reads with the same rows from the same database connection.
 * Prints `{"app": <port>, "bare": <port>}` on stdout once both listen.
 */
import { getDataSourceToken } from '@nestjs/typeorm';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import type { RoomRow } from '../src/catalogue/hotels/hotels.service.js';

async function hotelsJson(dataSource: DataSource, id?: number): Promise<string | null> {
  const where = id === undefined ? '' : 'WHERE id = $1';
  const params = id === undefined ? [] : [id];
  const hotels = await dataSource.query(
    `SELECT id, name, address, city, description, star_rating, images, amenities FROM hotels ${where} ORDER BY id`,
    params,
  );
  if (id !== undefined && hotels.length === 0) return null;
  const rooms: RoomRow[] = await dataSource.query(
    `SELECT * FROM rooms ${id === undefined ? '' : 'WHERE hotel_id = $1'} ORDER BY price_cents, id`,
    params,
  );
  const byHotel = new Map<number, RoomRow[]>();
  for (const room of rooms)
    byHotel.set(room.hotel_id, [...(byHotel.get(room.hotel_id) ?? []), room]);
  const out = hotels.map((hotel: Record<string, never>) => {
    const own = byHotel.get(hotel.id) ?? [];
    return {
      id: hotel.id,
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      description: hotel.description,
      starRating: hotel.star_rating,
      images: hotel.images,
      amenities: hotel.amenities,
      lowestRoomPrice: own.length > 0 ? own[0].price_cents / 100 : null,
      roomCount: own.length,
      rooms: own.map((room) => ({
        id: room.id,
        hotelId: room.hotel_id,
        roomType: room.room_type,
        price: room.price_cents / 100,
        description: room.description,
        capacity: room.capacity,
        amenities: room.amenities,
        images: room.images,
        isAvailable: room.is_available,
      })),
    };
  });
  return JSON.stringify(id === undefined ? out : out[0]);
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  const dataSource = app.get<DataSource>(getDataSourceToken());

  const bare = http.createServer((req, res) => {
    const match = /^\/api\/hotels(?:\/(\d+))?$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    hotelsJson(dataSource, match[1] ? Number(match[1]) : undefined).then(
      (body) => {
        if (body === null) res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  const appPort = (app.getHttpServer().address() as AddressInfo).port;
  const barePort = (bare.address() as AddressInfo).port;
  process.stdout.write(`${JSON.stringify({ app: appPort, bare: barePort })}\n`);
  process.on('SIGTERM', () => {
    bare.close();
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

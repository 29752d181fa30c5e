/**
 * Where listings are (issue 31, part 2): every sample listing has a place, the public answers
 * carry it, and an operator places its own listings (and no other organisation's) inside
 * Sierra Leone.
 */
import { LOCATION_OUTSIDE_SIERRA_LEONE } from '../src/catalogue/location.js';
import { HOTEL_PLACES, TOUR_PLACES } from '../src/seed/data/coordinates.js';
import { organisationOf, signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('where listings are', () => {
  let t: TestApp;
  let hotels: string;
  let frontdesk: string;
  let resorts: string;
  let hotelsOrg: number;
  let resortsOrg: number;
  let hotelId: number;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' });
    hotels = await signIn(t, 'hotels@demo.salone.sl');
    frontdesk = await signIn(t, 'frontdesk@demo.salone.sl');
    resorts = await signIn(t, 'resorts@demo.salone.sl');
    hotelsOrg = await organisationOf(t, 'hotels@demo.salone.sl');
    resortsOrg = await organisationOf(t, 'resorts@demo.salone.sl');
    [{ id: hotelId }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND name = 'Hill Station Garden Lodge'`,
      [hotelsOrg],
    );
  });
  afterAll(() => t.close());

  const place = async (id: number) =>
    (await t.dataSource.query('SELECT latitude, longitude FROM hotels WHERE id = $1', [id]))[0] as {
      latitude: string | null;
      longitude: string | null;
    };
  const patchHotel = (cookie: string, orgId: number, id: number, body: object) =>
    t.http
      .patch(`/api/partner/organisations/${orgId}/hotels/${id}`)
      .set('Cookie', cookie)
      .send(body);

  it('gives every sample listing of every kind a place', async () => {
    for (const table of ['hotels', 'events', 'cars', 'tours', 'properties']) {
      const [{ missing }] = await t.dataSource.query(
        `SELECT COUNT(*)::int AS missing FROM ${table} WHERE latitude IS NULL`,
      );
      expect({ table, missing }).toEqual({ table, missing: 0 });
    }
  });

  it('says where a hotel and a tour are in the public answers, lists and detail alike', async () => {
    const list = await t.http.get('/api/hotels').expect(200);
    const lodge = list.body.find(
      (hotel: { name: string }) => hotel.name === 'Hill Station Garden Lodge',
    );
    expect([lodge.latitude, lodge.longitude]).toEqual(HOTEL_PLACES['Hill Station Garden Lodge']);
    const one = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect([one.body.latitude, one.body.longitude]).toEqual(
      HOTEL_PLACES['Hill Station Garden Lodge'],
    );
    const tours = await t.http.get('/api/tours').expect(200);
    const tacugama = tours.body.find((tour: { title: string }) =>
      tour.title.startsWith('Tacugama'),
    );
    expect([tacugama.latitude, tacugama.longitude]).toEqual(
      TOUR_PLACES['Tacugama Chimpanzee Sanctuary Visit'],
    );
    for (const path of ['/api/events', '/api/cars', '/api/real-estate']) {
      const res = await t.http.get(path).expect(200);
      const items = Array.isArray(res.body) ? res.body : res.body.items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(typeof item.latitude).toBe('number');
    }
  });

  it('lets a member of the organisation move the pin, and the public page follows', async () => {
    const res = await patchHotel(frontdesk, hotelsOrg, hotelId, {
      latitude: 8.4571,
      longitude: -13.2439,
    }).expect(200);
    expect(res.body.details).toMatchObject({ latitude: 8.4571, longitude: -13.2439 });
    expect(await place(hotelId)).toEqual({ latitude: '8.457100', longitude: '-13.243900' });
    const page = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect([page.body.latitude, page.body.longitude]).toEqual([8.4571, -13.2439]);
  });

  it('refuses a point outside Sierra Leone with its code, keeping the place it had', async () => {
    // Conakry, Guinea: a real place, but not in Sierra Leone.
    const res = await patchHotel(hotels, hotelsOrg, hotelId, {
      latitude: 9.6412,
      longitude: -14.5,
    }).expect(400);
    expect(res.body).toMatchObject({
      code: 'LOCATION_OUTSIDE_SIERRA_LEONE',
      message: LOCATION_OUTSIDE_SIERRA_LEONE,
    });
    expect(res.body.details.map((detail: { field: string }) => detail.field)).toEqual([
      'latitude',
      'longitude',
    ]);
    expect(await place(hotelId)).toEqual({ latitude: '8.457100', longitude: '-13.243900' });
  });

  it('refuses a latitude without its longitude, and values that are not coordinates', async () => {
    const half = await patchHotel(hotels, hotelsOrg, hotelId, { latitude: 8.46 }).expect(400);
    expect(half.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'longitude', message: 'Give both latitude and longitude, or neither' }],
    });
    const wild = await patchHotel(hotels, hotelsOrg, hotelId, {
      latitude: 91,
      longitude: 'west',
    }).expect(400);
    expect(wild.body.code).toBe('VALIDATION_FAILED');
    expect(wild.body.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
      'latitude',
      'longitude',
    ]);
    expect(await place(hotelId)).toEqual({ latitude: '8.457100', longitude: '-13.243900' });
  });

  it("refuses another organisation's member, as every listing route does", async () => {
    // Through its own organisation's path: the listing is not one of its own.
    await patchHotel(resorts, resortsOrg, hotelId, { latitude: 8.3, longitude: -13.1 }).expect(404);
    // Through the owning organisation's path: not a member.
    const res = await patchHotel(resorts, hotelsOrg, hotelId, {
      latitude: 8.3,
      longitude: -13.1,
    });
    expect([403, 404]).toContain(res.status);
    expect(await place(hotelId)).toEqual({ latitude: '8.457100', longitude: '-13.243900' });
  });

  it('creates a listing with a place, clears it with nulls, and refuses one outside the country', async () => {
    const created = await t.http
      .post(`/api/partner/organisations/${resortsOrg}/hotels`)
      .set('Cookie', resorts)
      .send({
        name: 'Bureh Surf Camp',
        address: 'Bureh Town Beach',
        city: 'Peninsula',
        description: 'Huts by the surf.',
        starRating: 2,
        latitude: 8.2035,
        longitude: -13.1311,
      })
      .expect(201);
    expect(created.body.details).toMatchObject({ latitude: 8.2035, longitude: -13.1311 });
    const cleared = await patchHotel(resorts, resortsOrg, created.body.id, {
      latitude: null,
      longitude: null,
    }).expect(200);
    expect(cleared.body.details).toMatchObject({ latitude: null, longitude: null });
    const outside = await t.http
      .post(`/api/partner/organisations/${resortsOrg}/hotels`)
      .set('Cookie', resorts)
      .send({
        name: 'Monrovia Beach Hotel',
        address: 'Mamba Point',
        city: 'Monrovia',
        description: 'Not here.',
        starRating: 3,
        latitude: 6.3156,
        longitude: -10.8074,
      })
      .expect(400);
    expect(outside.body.code).toBe('LOCATION_OUTSIDE_SIERRA_LEONE');
  });
});

describe("the map tiles' source", () => {
  it('without MAP_TILE_URL, tells the web app there are no tiles', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http.get('/site-config.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({
        mapTileUrl: null,
        mapAttribution: '© OpenStreetMap contributors',
      });
    } finally {
      await t.close();
    }
  });

  it('with MAP_TILE_URL, gives its template to the web app and lets pages load its tiles', async () => {
    const t = await startTestApp({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' });
    try {
      const res = await t.http.get('/site-config.json').expect(200);
      expect(res.body.mapTileUrl).toBe('https://tile.example.org/{z}/{x}/{y}.png');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.example\.org(;|$)/);
    } finally {
      await t.close();
    }
  });
});

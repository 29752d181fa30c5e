import { inSierraLeone } from '../../catalogue/location.js';
import { CARS } from './cars.js';
import {
  CAR_PLACES,
  EVENT_PLACES,
  HOTEL_PLACES,
  PROPERTY_PLACES,
  TOUR_PLACES,
  type Place,
} from './coordinates.js';
import { EVENTS } from './events.js';
import { HOTELS } from './hotels.js';
import { PROPERTIES } from './properties.js';
import { TOURS } from './tours.js';

const KINDS: [string, string[], Readonly<Record<string, Place>>][] = [
  ['hotels', HOTELS.map((hotel) => hotel.name), HOTEL_PLACES],
  ['events', EVENTS.map((event) => event.title), EVENT_PLACES],
  ['cars', CARS.map((car) => car.location), CAR_PLACES],
  ['tours', TOURS.map((tour) => tour.title), TOUR_PLACES],
  ['properties', PROPERTIES.map((property) => property.title), PROPERTY_PLACES],
];

describe("the sample catalogue's places", () => {
  it.each(KINDS)('give every one of the %s a place in Sierra Leone', (_kind, keys, places) => {
    const missing = keys.filter((key) => !(key in places));
    expect(missing).toEqual([]);
    for (const key of keys) expect(inSierraLeone(...places[key])).toBe(true);
  });

  it.each(KINDS)('name no %s that the catalogue does not have', (_kind, keys, places) => {
    expect(Object.keys(places).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('keep the Freetown hotels apart from one another (no two on one point)', () => {
    const points = Object.values(HOTEL_PLACES).map((place) => place.join());
    expect(new Set(points).size).toBe(points.length);
  });
});

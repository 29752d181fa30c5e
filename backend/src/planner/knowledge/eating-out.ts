import type { Place } from './types.js';

/**
 * Named places to eat and go out, written by the team from what travellers and residents
 * know of them (facts in our own words). They are knowledge, not catalogue listings: a plan
 * names them with no link and no booking, says so, and prices them at a typical spend. Only
 * long-established places are listed; opening hours are the usual ones and may change, so
 * each line tells the traveller to check.
 */
export const EATING_OUT: Place[] = [
  {
    id: 'balmaya',
    kind: 'eat',
    name: 'Balmaya',
    region: 'freetown',
    area: 'Central Freetown',
    coords: [-13.233, 8.486],
    interests: ['food', 'culture'],
    cost: 12,
    hours: { open: '12:00', close: '21:00', closedOn: [0] },
    visitHours: 1.5,
    tip: 'A restaurant known for Sierra Leonean cooking: cassava leaf, groundnut soup, pepper soup and rice; a good first taste of Salone food.',
  },
  {
    id: 'roys-lumley',
    kind: 'eat',
    name: 'Roy’s',
    region: 'freetown',
    area: 'Lumley Beach Road, Freetown',
    coords: [-13.277, 8.468],
    interests: ['food', 'relaxation'],
    cost: 20,
    hours: { open: '12:00', close: '23:00' },
    visitHours: 2,
    tip: 'A bar and restaurant on a deck above Lumley Beach, with seafood, grills and cold drinks.',
  },
  {
    id: 'paddys-aberdeen',
    kind: 'out',
    name: 'Paddy’s',
    region: 'freetown',
    area: 'Aberdeen, Freetown',
    coords: [-13.275, 8.49],
    interests: ['music', 'food'],
    cost: 10,
    hours: { open: '19:00', close: '26:00' },
    visitHours: 3,
    tip: 'A long-running open-air bar in Aberdeen, busy with residents and visitors alike; music and dancing on weekend nights.',
  },
  {
    id: 'quincys-aberdeen',
    kind: 'out',
    name: 'Quincy’s',
    region: 'freetown',
    area: 'Aberdeen, Freetown',
    coords: [-13.272, 8.487],
    interests: ['music'],
    cost: 10,
    hours: { open: '21:00', close: '27:00' },
    visitHours: 3,
    tip: 'One of Freetown’s best-known nightclubs, playing Afrobeats and Salone hits; it fills late, and a cover charge applies on busy nights.',
  },
  {
    id: 'bureh-surf-club',
    kind: 'eat',
    name: 'Bureh Beach Surf Club',
    region: 'peninsula',
    area: 'Bureh Beach, Western Area Peninsula',
    coords: [-13.108, 8.221],
    interests: ['food', 'beaches'],
    cost: 10,
    hours: { open: '11:00', close: '20:00' },
    visitHours: 1.5,
    tip: 'The village surf club’s beach kitchen: grilled fish or chicken with rice, and its takings go back to the community.',
  },
  {
    id: 'the-place-tokeh',
    kind: 'eat',
    name: 'The Place',
    region: 'peninsula',
    area: 'Tokeh Beach, Western Area Peninsula',
    coords: [-13.165, 8.296],
    interests: ['food', 'relaxation'],
    cost: 25,
    hours: { open: '12:00', close: '22:00' },
    visitHours: 2,
    tip: 'The restaurant of a beach resort on Tokeh Beach, with tables on the sand and a menu of seafood and grills.',
  },
];

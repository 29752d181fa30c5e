/**
 * Where each listing of the sample catalogue is: [latitude, longitude] (WGS 84), read off
 * OpenStreetMap for the place its address names (a street in Aberdeen, a beach on the
 * Peninsula, a park up-country). Keyed as the seed finds the listing: hotels by name, events,
 * tours and properties by title, cars by their pickup location.
 */
export type Place = readonly [latitude: number, longitude: number];

export const HOTEL_PLACES: Readonly<Record<string, Place>> = {
  'Aberdeen Bay Hotel': [8.4893, -13.2868],
  'Lumley Palms Resort': [8.4631, -13.2793],
  'Hill Station Garden Lodge': [8.4563, -13.2452],
  'Freetown Central Inn': [8.4869, -13.2338],
  'Tokeh Sands Beach Resort': [8.2688, -13.1842],
  'Estuary Beach Lodge': [8.3031, -13.1962],
  'Bureh Breakers Guesthouse': [8.2016, -13.1302],
  'Lakka Cove Hotel': [8.3978, -13.2617],
  'Bo Parkview Hotel': [7.9641, -11.7383],
  'Kenema Hilltop Guesthouse': [7.8772, -11.1897],
  'Makeni Heights Hotel': [8.8862, -12.0441],
};

export const EVENT_PLACES: Readonly<Record<string, Place>> = {
  'Aberdeen Sundown Sessions': [8.4876, -13.2884],
  'Krio Kitchen Showcase': [8.4842, -13.2322],
  'Freetown City Stars vs Bo Eagles: The Derby': [8.4722, -13.2478],
  'Lumley Beach Food Festival': [8.4688, -13.2812],
  'Freetown Lantern Parade': [8.4866, -13.2351],
  'Bo Cultural Day': [7.9603, -11.7412],
  'Freetown City Marathon': [8.4725, -13.2472],
  'Salone Afro-pop Live': [8.4719, -13.2483],
  'Banana Islands Regatta': [8.1247, -13.2062],
  'Northern Heritage Days': [8.8801, -12.0468],
  'Kenema Harvest Festival': [7.8761, -11.1883],
  'Tokeh Beach Jazz & Highlife Weekend': [8.2651, -13.1831],
};

export const CAR_PLACES: Readonly<Record<string, Place>> = {
  'Freetown International Airport': [8.6164, -13.1955],
  Aberdeen: [8.4881, -13.2801],
  'Lumley Beach': [8.4659, -13.2801],
  Waterloo: [8.3389, -13.0709],
  'Bo City Center': [7.9629, -11.7391],
  'Kenema Town': [7.8779, -11.1879],
  'Downtown Freetown': [8.4851, -13.2331],
  'Murray Town': [8.4899, -13.2679],
  'Makeni Central': [8.8829, -12.0439],
};

export const TOUR_PLACES: Readonly<Record<string, Place>> = {
  'Tacugama Chimpanzee Sanctuary Visit': [8.4283, -13.2153],
  'Freetown City Heritage Walk': [8.4871, -13.2361],
  'Guma Valley & Peninsula Forest Hike': [8.3562, -13.2003],
  'Bunce Island Slave Fort History Trip': [8.5691, -13.0402],
  'Banana Islands Snorkel & Village Day': [8.1152, -13.2148],
  'River No. 2 & Tokeh Beach Day': [8.2962, -13.1929],
  'Tiwai Island Wildlife Safari': [7.5541, -11.3551],
  'Outamba-Kilimi National Park Expedition': [9.7498, -12.4199],
  'Wara Wara Mountains Trek from Kabala': [9.5889, -11.5531],
  'Mount Bintumani Summit Trek': [9.1667, -11.1167],
};

export const PROPERTY_PLACES: Readonly<Record<string, Place>> = {
  'Four-Bedroom Sea-View Home in Aberdeen': [8.4896, -13.2849],
  'Colonial Villa with Gardens on Hill Station': [8.4576, -13.2471],
  'Three-Bedroom Bungalow near Bo Town Centre': [7.9581, -11.7349],
  'Two-Bedroom Beachside Apartment in Lumley': [8.4641, -13.2771],
  'Three-Bedroom Apartment with Views in Wilberforce': [8.4691, -13.2581],
  'One-Bedroom Apartment in Juba Hills': [8.4489, -13.2699],
  'Sea-View Building Plot in Goderich': [8.4291, -13.2879],
  'One-Acre Plot on the Outskirts of Kenema': [7.8661, -11.2049],
  'Office Building on Spur Road, Wilberforce': [8.4701, -13.2601],
  'Retail Unit on Dambara Road, Bo': [7.9651, -11.7401],
};

/** Per table: the column the seed finds a listing by, and the places keyed by it. */
export const SAMPLE_PLACES = [
  { table: 'hotels', key: 'name', places: HOTEL_PLACES },
  { table: 'events', key: 'title', places: EVENT_PLACES },
  { table: 'cars', key: 'location', places: CAR_PLACES },
  { table: 'tours', key: 'title', places: TOUR_PLACES },
  { table: 'properties', key: 'title', places: PROPERTY_PLACES },
] as const;

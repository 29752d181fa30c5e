import type { DailyAllowance, TipBook, TransportFacts } from './types.js';

/** Getting around: typical 2025 prices for one traveller. */
export const TRANSPORT: TransportFacts = {
  airport: {
    name: 'Lungi International Airport',
    area: 'Lungi, across the estuary from Freetown',
    coords: [-13.195, 8.616],
  },
  waterTaxi: {
    name: 'Water taxi between Lungi Airport and Aberdeen',
    cost: 45,
    hours: 0.75,
    note: 'About 45 minutes across the estuary; boats meet most flights.',
  },
  ferry: {
    name: 'Car ferry and taxi between Lungi and Freetown',
    cost: 8,
    hours: 2,
    note: 'The cheapest crossing: the ferry to Kissy and a taxi on, about 2 hours in all.',
  },
  islandBoat: {
    name: 'Boat from Kent jetty to the Banana Islands',
    returnName: 'Boat from the Banana Islands back to Kent jetty',
    area: 'Kent jetty, southern end of the Peninsula',
    cost: 0,
    hours: 0.75,
    note: 'About 40 minutes each way; the return boat comes with the event’s ticket (see its page), so be at the jetty an hour before the start.',
  },
  privateTaxiPerHour: 30,
  privateTaxiName: 'Private taxi',
  sharedPerHour: 2.5,
  sharedMinimum: 3,
  sharedName: 'Shared taxi or bus',
  longTransferHours: 3,
};

export const ALLOWANCES: {
  premium: DailyAllowance;
  comfort: DailyAllowance;
  budget: DailyAllowance;
} = {
  premium: {
    meals: 45,
    localTransport: 15,
    mealsNote: 'hotel and restaurant meals',
    localTransportNote: 'private taxis',
  },
  comfort: {
    meals: 25,
    localTransport: 8,
    mealsNote: 'local restaurants and grills',
    localTransportNote: 'taxis and kekes',
  },
  budget: {
    meals: 12,
    localTransport: 3,
    mealsNote: 'street food and cookeries',
    localTransportNote: 'kekes and shared taxis',
  },
};

/** Food on a day when the tour serves the main meals: water and snacks. */
export const SNACK_ALLOWANCE = 5;

export const TIPS: TipBook = {
  entryHealth:
    'Carry your yellow fever vaccination certificate: it is checked on arrival. Malaria is present all year: take antimalarial tablets as your doctor advises, sleep under a net and use repellent from dusk.',
  phoneMoney:
    'Buy a local SIM (Orange or Africell) at Lungi Airport or in Freetown with your passport: Orange Money and Afrimoney then pay taxis, guides and many shops, and any agent turns cash into credit.',
  cashCoast:
    'Carry leones (SLE) in small notes for kekes, markets and tips: cards work mainly in the larger hotels.',
  cashUpCountry:
    'Take enough leones (SLE) from Freetown before you head up-country: cards work mainly in larger hotels, and cash machines are scarce outside the capital.',
  healthRemote:
    'For the nights in the bush, bring a mosquito net or repellent, take malaria precautions and carry filtered water.',
  seasonUnknown:
    'The dry season (November to April) is the easiest time to travel; May to October brings heavy rain and slower roads.',
  airport:
    'Lungi International Airport is across the estuary from Freetown: the water taxi to Aberdeen takes about 45 minutes, the car ferry is cheaper but slower.',
  beaches:
    'Swim where local people swim and mind the currents: lifeguards are rare on the beaches of this plan.',
  hikes:
    'Start the walks of this plan early, before the heat, with a local guide and plenty of water.',
  markets: 'Markets open early and close on Sundays and public holidays; bargain with a smile.',
  boats:
    'Check that every boat has life jackets before you set off, and agree the return time first.',
  wildlife:
    'Wear long sleeves, bring binoculars and insect repellent, and keep your voice low on the forest walks.',
  food: 'Try cassava leaf, groundnut stew and grilled fish; pepper sauce is hot, so taste first.',
  children:
    'Guided tours take children from 8 years old, at the shared price per person the booking charges everyone; bring sun hats and rehydration salts for the young ones.',
};

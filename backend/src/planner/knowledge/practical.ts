import type { DailyAllowance, TipBook, TransportFacts } from './types.js';

/** Getting around: typical 2025 prices for one traveller. */
export const TRANSPORT: TransportFacts = {
  airport: { name: 'Lungi International Airport', area: 'Lungi, across the estuary from Freetown' },
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
  krio: 'A little Krio goes a long way: "Kushe" (hello), "Aw di bodi?" (how are you?) and "Tenki" (thank you).',
  cash: 'Carry cash in leones (SLE) for markets, kekes and cookeries; cards work mainly in larger hotels, and ATMs are easiest to find in Freetown.',
  mobileMoney:
    'Orange Money and Afrimoney are used everywhere, and Salone bookings are paid by mobile money with a USSD code.',
  rainySeason:
    'Your dates fall in the rainy season (May to October): expect heavy downpours, plan outdoor visits for the mornings and allow extra time on up-country roads.',
  drySeason:
    'Your dates fall in the dry season (November to April), the easiest time to travel; the dusty Harmattan wind can haze the sky from December to February.',
  seasonUnknown:
    'The dry season (November to April) is the easiest time to travel; May to October brings heavy rain and slower roads.',
  health:
    'Take malaria precautions, drink bottled or filtered water, and bring a yellow fever certificate.',
  longDrives:
    'Start long drives early: roads up-country are slow, and driving after dark is best avoided.',
  airport:
    'Lungi International Airport is across the estuary from Freetown: the water taxi to Aberdeen takes about 45 minutes, the car ferry is cheaper but slower.',
  openingHours:
    'Opening hours here are the usual ones; check locally, especially on Sundays and public holidays.',
  byInterest: {
    beaches:
      'Swim where local people swim and mind the currents: lifeguards are rare on the Peninsula beaches.',
    mountains:
      'Hire a local guide for hill and mountain walks, start at dawn and carry plenty of water.',
    culture: 'Ask before photographing people, markets and places of worship.',
    adventure: 'Check that every boat has life jackets before you set off.',
    food: 'Try cassava leaf, groundnut stew and fresh grilled fish; pepper sauce is hot, so taste first.',
    wildlife:
      'Wear long sleeves, bring binoculars and insect repellent, and keep your voice low on forest walks.',
    music: 'Friday and Saturday nights are the liveliest for live music in Aberdeen and Lumley.',
    relaxation: 'Weekdays are the quietest time on the beaches; weekends bring Freetown families.',
  },
};

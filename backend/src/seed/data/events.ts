import { STANDARD_TICKET_CATEGORIES } from '@salone/booking-rules';
import type { EventSeed, TicketCategorySeed } from '../seed-types.js';
import { listingPicture } from './pictures.js';

/** Every seeded event sells the same three categories (docs/product.md, Entities). */
export const standardTickets = (): TicketCategorySeed[] =>
  STANDARD_TICKET_CATEGORIES.map((category) => ({ ...category }));

const tickets = (categories: TicketCategorySeed[]): TicketCategorySeed[] =>
  categories.map((category) => ({ ...category }));

/**
 * Categories that fit events the Standard/VIP/VVIP table does not suit: a marathon sells
 * distances, a derby stands, a food festival passes (issue 13, sample data).
 */
const FITTED: Record<string, TicketCategorySeed[]> = {
  KRIO_KITCHEN: [
    {
      name: 'Tasting pass',
      description: 'Five tasting tokens and a drink',
      priceCents: 2_500,
      quantity: 150,
    },
    {
      name: "Chef's table",
      description: 'Seated dinner cooked in front of you',
      priceCents: 8_000,
      quantity: 20,
    },
  ],
  DERBY: [
    {
      name: 'Terrace',
      description: 'Standing terrace behind the goal',
      priceCents: 1_000,
      quantity: 2_000,
    },
    {
      name: 'Covered stand',
      description: 'Numbered seat in the covered stand',
      priceCents: 2_500,
      quantity: 500,
    },
    {
      name: 'VIP box',
      description: 'Box seat with refreshments at half-time',
      priceCents: 7_500,
      quantity: 40,
    },
  ],
  FOOD_FESTIVAL: [
    { name: 'Day pass', description: 'Entry for one day', priceCents: 1_500, quantity: 800 },
    { name: 'Weekend pass', description: 'Entry on both days', priceCents: 2_500, quantity: 400 },
    {
      name: 'VIP lounge',
      description: 'Shaded lounge with tastings and drinks',
      priceCents: 6_000,
      quantity: 50,
    },
  ],
  LANTERN_PARADE: [
    {
      name: 'Grandstand seat',
      description: 'Seat on the Victoria Park grandstand',
      priceCents: 2_000,
      quantity: 600,
    },
    {
      name: 'Front-row grandstand',
      description: 'Front-row seat with a programme',
      priceCents: 4_500,
      quantity: 100,
    },
  ],
  MARATHON: [
    {
      name: '5 km fun run',
      description: 'Race entry, bib and finisher medal',
      priceCents: 1_500,
      quantity: 1_000,
    },
    {
      name: '10 km race',
      description: 'Timed entry, bib, T-shirt and medal',
      priceCents: 2_500,
      quantity: 600,
    },
    {
      name: 'Full marathon',
      description: 'Timed 42.2 km entry, T-shirt and medal',
      priceCents: 4_000,
      quantity: 400,
    },
  ],
  REGATTA: [
    {
      name: 'Beach pass',
      description: 'Entry to the beach and the finish line',
      priceCents: 1_000,
      quantity: 500,
    },
    {
      name: 'Spectator boat',
      description: 'Seat on a spectator boat following the race',
      priceCents: 3_500,
      quantity: 60,
    },
  ],
};

/** Twelve events over the next six months; dates are relative to the seeding day. */
export const EVENTS: (EventSeed & { ticketCategories: TicketCategorySeed[] })[] = [
  {
    title: 'Aberdeen Sundown Sessions',
    category: 'music',
    description:
      'Freetown’s favourite open-air night of Afro-pop, Afrobeats and Salone drill, played live on a stage right by the water at Aberdeen. Arrive early for the sunset and stay for the headline set.',
    location: 'Aberdeen Beach Amphitheatre, Freetown',
    city: 'Freetown',
    startInDays: 0,
    startTime: '20:00',
    durationHours: 3,
    capacity: 800,
    images: [listingPicture('events', 'aberdeen-sundown-sessions')],
    schedule: [
      {
        time: '19:00',
        title: 'Gates open',
        description: 'Bar and grill open on the beach terrace.',
      },
      {
        time: '20:00',
        title: 'Opening DJ set',
        description: 'Afrobeats and Salone classics to warm up.',
      },
      {
        time: '21:00',
        title: 'Live band',
        description: 'A full band with horns and backing singers.',
      },
      {
        time: '22:15',
        title: 'Headline act',
        description: 'The night’s headliner takes the stage.',
      },
    ],
    included: ['Entry to the amphitheatre', 'Welcome drink', 'Live music from 20:00'],
    excluded: ['Food', 'Transport', 'Parking'],
    venue: {
      name: 'Aberdeen Beach Amphitheatre',
      address: 'Cape Road, Aberdeen, Freetown',
      capacity: 800,
      facilities: ['Bar', 'Food stalls', 'Toilets', 'First aid point', 'Security'],
      directions:
        'Follow Cape Road past the Aberdeen roundabout; the amphitheatre is on the beach side, next to the fishing jetty.',
    },
    organizer: {
      name: 'Sundown Live Promotions',
      description: 'A Freetown collective staging live music by the sea since 2017.',
      email: 'hello@sundownlive.example.sl',
      phone: '+232 76 412 903',
      website: 'https://sundownlive.example.sl',
    },
    ticketCategories: standardTickets(),
  },
  {
    title: 'Krio Kitchen Showcase',
    category: 'food',
    description:
      'Top home cooks and chefs from across Freetown cook cassava leaf, groundnut soup, jollof and fry fish in front of you. Taste everything, learn the recipes and vote for the best pot of the day.',
    location: 'Victoria Park, Central Freetown',
    city: 'Freetown',
    startInDays: 3,
    startTime: '12:00',
    durationHours: 6,
    capacity: 600,
    images: [listingPicture('events', 'krio-kitchen-showcase')],
    schedule: [
      {
        time: '12:00',
        title: 'Market opens',
        description: 'Tasting stalls and spice sellers open.',
      },
      {
        time: '13:30',
        title: 'Cassava leaf masterclass',
        description: 'A live cooking demonstration.',
      },
      {
        time: '15:00',
        title: 'Cook-off',
        description: 'Six cooks, one hour, one secret ingredient.',
      },
      { time: '17:00', title: 'Awards', description: 'The crowd and the judges crown the winner.' },
    ],
    included: ['Entry', 'Five tasting tokens', 'Recipe booklet'],
    excluded: ['Additional food and drinks', 'Transport'],
    venue: {
      name: 'Victoria Park',
      address: 'Pademba Road, Central Freetown',
      capacity: 1500,
      facilities: ['Shaded seating', 'Toilets', 'Hand-washing stations', 'Children’s corner'],
      directions: 'In the centre of town, a five-minute walk uphill from the Cotton Tree site.',
    },
    organizer: {
      name: 'Salone Food Collective',
      description: 'Cooks, farmers and food writers celebrating Sierra Leonean cooking.',
      email: 'info@salonefood.example.sl',
      phone: '+232 77 230 118',
    },
    ticketCategories: tickets(FITTED.KRIO_KITCHEN),
  },
  {
    title: 'Freetown City Stars vs Bo Eagles: The Derby',
    category: 'sports',
    description:
      'The capital meets the south in the league’s fiercest rivalry. Expect drums, flags and a full stadium from the first whistle.',
    location: 'National Stadium, Brookfields, Freetown',
    city: 'Freetown',
    startInDays: 12,
    startTime: '16:00',
    durationHours: 3,
    capacity: 25000,
    images: [listingPicture('events', 'freetown-city-stars-vs-bo-eagles-the-derby')],
    schedule: [
      { time: '14:00', title: 'Gates open', description: 'Supporters’ bands in the stands.' },
      { time: '15:30', title: 'Warm-up', description: 'Both teams on the pitch.' },
      { time: '16:00', title: 'Kick-off', description: 'First half.' },
      { time: '17:00', title: 'Half-time show', description: 'Youth football and dance troupes.' },
    ],
    included: ['Match entry', 'Numbered seat (covered stand and VIP box)', 'Match programme'],
    excluded: ['Food and drinks', 'Transport', 'Parking'],
    venue: {
      name: 'National Stadium',
      address: 'Brookfields, Freetown',
      capacity: 36000,
      facilities: [
        'Covered VIP stand',
        'Food kiosks',
        'Toilets',
        'First aid',
        'Security screening',
      ],
      directions:
        'In Brookfields, west of the city centre. Shared taxis and keke run from the Congo Cross junction.',
    },
    organizer: {
      name: 'Salone Premier Football Events',
      description: 'Match-day organiser for league and cup fixtures in Freetown.',
      email: 'tickets@salonefootball.example.sl',
      phone: '+232 78 556 204',
      website: 'https://salonefootball.example.sl',
    },
    ticketCategories: tickets(FITTED.DERBY),
  },
  {
    title: 'Lumley Beach Food Festival',
    category: 'food',
    description:
      'A full day of grilled lobster, barracuda, suya, roasted corn and fresh coconut along the length of Lumley Beach. Chefs, street vendors and DJs turn the seafront into Freetown’s biggest open-air kitchen.',
    location: 'Lumley Beach, Freetown',
    city: 'Freetown',
    startInDays: 25,
    startTime: '11:00',
    durationHours: 10,
    capacity: 3000,
    images: [listingPicture('events', 'lumley-beach-food-festival')],
    schedule: [
      {
        time: '11:00',
        title: 'Stalls open',
        description: 'Over forty food stalls along the beach.',
      },
      { time: '13:00', title: 'Seafood grill-off', description: 'Beach grill teams compete.' },
      { time: '16:00', title: 'Palm wine tasting', description: 'Tapped fresh on the Peninsula.' },
      { time: '18:30', title: 'Sunset DJs', description: 'Music until the festival closes.' },
    ],
    included: ['Entry', 'Tasting passport with ten samples'],
    excluded: ['Full meals', 'Drinks', 'Transport'],
    venue: {
      name: 'Lumley Beach',
      address: 'Lumley Beach Road, Lumley, Freetown',
      capacity: 5000,
      facilities: ['Food stalls', 'Seating areas', 'Toilets', 'Lifeguards', 'Parking'],
      directions:
        'Along Lumley Beach Road between the Aberdeen roundabout and the Lumley junction.',
    },
    organizer: {
      name: 'Salone Food Collective',
      description: 'Cooks, farmers and food writers celebrating Sierra Leonean cooking.',
      email: 'info@salonefood.example.sl',
      phone: '+232 77 230 118',
    },
    ticketCategories: tickets(FITTED.FOOD_FESTIVAL),
  },
  {
    title: 'Freetown Lantern Parade',
    category: 'festival',
    description:
      'Glowing lantern floats shaped like boats, mosques, churches and houses process through the streets of Freetown in a tradition going back generations. Neighbourhood groups compete for the best lantern, with drummers and dancers all night.',
    location: 'Siaka Stevens Street to Victoria Park, Freetown',
    city: 'Freetown',
    startInDays: 40,
    startTime: '21:00',
    durationHours: 6,
    capacity: null,
    images: [listingPicture('events', 'freetown-lantern-parade')],
    schedule: [
      {
        time: '21:00',
        title: 'Lanterns gather',
        description: 'Floats assemble at the Cotton Tree site.',
      },
      {
        time: '22:00',
        title: 'Parade begins',
        description: 'The procession moves through the centre.',
      },
      { time: '00:30', title: 'Judging', description: 'Lanterns are judged at Victoria Park.' },
      {
        time: '02:00',
        title: 'Prize giving',
        description: 'Winners announced with a final dance.',
      },
    ],
    included: ['Grandstand seat at Victoria Park', 'Parade route map', 'Souvenir lantern'],
    excluded: ['Food and drinks', 'Transport home'],
    venue: {
      name: 'Victoria Park grandstand',
      address: 'Pademba Road, Central Freetown',
      capacity: 2000,
      facilities: ['Grandstand seating', 'Toilets', 'First aid', 'Police presence'],
      directions: 'Central Freetown; roads close from 20:00, so arrive on foot or by keke.',
    },
    organizer: {
      name: 'Freetown Lantern Parade Committee',
      description: 'Volunteers from Freetown’s neighbourhoods keeping the lantern tradition alive.',
      email: 'info@lanternfest.example.sl',
      phone: '+232 76 908 341',
      website: 'https://lanternfest.example.sl',
    },
    ticketCategories: tickets(FITTED.LANTERN_PARADE),
  },
  {
    title: 'Bo Cultural Day',
    category: 'cultural',
    description:
      'A celebration of Mende heritage in Bo, with masked Gbini and Sowei dancers, storytelling, weaving and country-cloth fashion. Local schools and cultural troupes perform throughout the day.',
    location: 'Coronation Field, Bo',
    city: 'Bo',
    startInDays: 60,
    startTime: '10:00',
    durationHours: 8,
    capacity: 2000,
    images: [listingPicture('events', 'bo-cultural-day')],
    schedule: [
      {
        time: '10:00',
        title: 'Opening procession',
        description: 'Chiefs and troupes enter the field.',
      },
      { time: '11:30', title: 'Masked dances', description: 'Traditional dance performances.' },
      { time: '14:00', title: 'Craft market', description: 'Country cloth, baskets and carvings.' },
      {
        time: '16:30',
        title: 'Storytelling circle',
        description: 'Elders share Mende folk tales.',
      },
    ],
    included: ['Entry', 'Programme', 'Seat in the shaded stand (VIP and VVIP)'],
    excluded: ['Food', 'Craft purchases', 'Transport from Freetown'],
    venue: {
      name: 'Coronation Field',
      address: 'Bo town centre',
      capacity: 5000,
      facilities: ['Shaded stand', 'Food stalls', 'Toilets', 'First aid'],
      directions: 'In the centre of Bo, a short walk from the main market.',
    },
    organizer: {
      name: 'Bo Heritage Society',
      description:
        'A community society promoting the culture and history of the Southern Province.',
      email: 'culture@boheritage.example.sl',
      phone: '+232 88 341 775',
    },
    ticketCategories: standardTickets(),
  },
  {
    title: 'Freetown City Marathon',
    category: 'sports',
    description:
      'Run the full marathon, the half or a 10 km fun run through Freetown’s streets and along the Atlantic seafront. Every entry helps fund youth sport in the Western Area.',
    location: 'Start and finish at the National Stadium, Freetown',
    city: 'Freetown',
    startInDays: 75,
    startTime: '06:00',
    durationHours: 6,
    capacity: null,
    images: [listingPicture('events', 'freetown-city-marathon')],
    schedule: [
      { time: '05:00', title: 'Runner check-in', description: 'Bib collection and bag drop.' },
      {
        time: '06:00',
        title: 'Marathon start',
        description: 'Full and half marathon start together.',
      },
      { time: '07:00', title: '10 km fun run', description: 'Open to all ages and abilities.' },
      { time: '11:00', title: 'Medal ceremony', description: 'Prizes for each category.' },
    ],
    included: ['Race bib and timing chip', 'Finisher medal', 'T-shirt', 'Water stations'],
    excluded: ['Accommodation', 'Transport to the start'],
    venue: {
      name: 'National Stadium',
      address: 'Brookfields, Freetown',
      capacity: 36000,
      facilities: ['Changing rooms', 'Bag drop', 'Medical tent', 'Water stations'],
      directions: 'Brookfields, west of the city centre; roads on the course close from 05:30.',
    },
    organizer: {
      name: 'Run Salone',
      description: 'A non-profit running club organising races across Sierra Leone.',
      email: 'race@runsalone.example.sl',
      phone: '+232 79 114 602',
      website: 'https://runsalone.example.sl',
    },
    ticketCategories: tickets(FITTED.MARATHON),
  },
  {
    title: 'Salone Afro-pop Live',
    category: 'music',
    description:
      'The biggest names in Sierra Leonean Afro-pop share one stage for a night of hits, guest artists and a spectacular light show. The country’s largest concert of the year.',
    location: 'National Stadium, Brookfields, Freetown',
    city: 'Freetown',
    startInDays: 95,
    startTime: '19:00',
    durationHours: 5,
    capacity: 20000,
    images: [listingPicture('events', 'salone-afro-pop-live')],
    schedule: [
      { time: '17:00', title: 'Gates open', description: 'DJs and food courts.' },
      { time: '19:00', title: 'Rising stars', description: 'New artists from across the country.' },
      { time: '21:00', title: 'Main line-up', description: 'Headline performers and guests.' },
      { time: '23:30', title: 'Finale', description: 'All artists on stage for the closing song.' },
    ],
    included: ['Concert entry', 'VIP lounge (VIP and VVIP)', 'Backstage tour (VVIP)'],
    excluded: ['Food and drinks', 'Transport', 'Parking'],
    venue: {
      name: 'National Stadium',
      address: 'Brookfields, Freetown',
      capacity: 36000,
      facilities: ['VIP lounge', 'Food courts', 'Toilets', 'First aid', 'Security screening'],
      directions: 'Brookfields, west of the city centre; extra shared taxis run after the show.',
    },
    organizer: {
      name: 'Sundown Live Promotions',
      description: 'A Freetown collective staging live music by the sea since 2017.',
      email: 'hello@sundownlive.example.sl',
      phone: '+232 76 412 903',
      website: 'https://sundownlive.example.sl',
    },
    ticketCategories: standardTickets(),
  },
  {
    title: 'Banana Islands Regatta',
    category: 'sports',
    description:
      'Traditional fishing canoes and small sailing boats race around Dublin and Ricketts, the Banana Islands off the tip of the Peninsula. Watch from the beach or follow the fleet on a spectator boat from Kent.',
    location: 'Dublin Village beach, Banana Islands',
    city: 'Banana Islands',
    startInDays: 110,
    startTime: '09:00',
    durationHours: 8,
    capacity: null,
    images: [listingPicture('events', 'banana-islands-regatta')],
    schedule: [
      { time: '08:00', title: 'Boats from Kent', description: 'Spectator boats leave Kent jetty.' },
      { time: '09:00', title: 'Canoe races', description: 'Paddled canoe heats off Dublin beach.' },
      {
        time: '12:00',
        title: 'Island lunch',
        description: 'Grilled fish and jollof on the beach.',
      },
      { time: '14:00', title: 'Sailing race', description: 'The round-the-islands main race.' },
      { time: '16:30', title: 'Prize giving', description: 'Trophies and music on the beach.' },
    ],
    included: ['Return boat from Kent', 'Beach access', 'Lunch (spectator boat)'],
    excluded: ['Road transport to Kent', 'Drinks', 'Accommodation on the islands'],
    venue: {
      name: 'Dublin Village beach',
      address: 'Dublin, Banana Islands',
      capacity: 1200,
      facilities: ['Beach bar', 'Toilets', 'Shaded seating', 'First aid'],
      directions: 'About 40 minutes by boat from Kent at the southern tip of the Peninsula.',
    },
    organizer: {
      name: 'Banana Islands Boat Club',
      description: 'Island fishermen and sailors organising races and boat trips.',
      email: 'regatta@bananaislands.example.sl',
      phone: '+232 99 205 417',
    },
    ticketCategories: tickets(FITTED.REGATTA),
  },
  {
    title: 'Northern Heritage Days',
    category: 'cultural',
    description:
      'Temne, Limba and Koranko communities bring music, masquerades, crafts and oral history to Makeni for a weekend of cultural exchange. A rare chance to hear the balangi and kondi played by master musicians.',
    location: 'Wusum Field, Makeni',
    city: 'Makeni',
    startInDays: 130,
    startTime: '10:00',
    durationHours: 9,
    capacity: 2500,
    images: [listingPicture('events', 'northern-heritage-days')],
    schedule: [
      { time: '10:00', title: 'Welcome ceremony', description: 'Greetings from paramount chiefs.' },
      { time: '11:00', title: 'Instrument workshops', description: 'Balangi, kondi and drums.' },
      {
        time: '14:00',
        title: 'Masquerade parade',
        description: 'Masked societies around the field.',
      },
      {
        time: '17:00',
        title: 'Evening concert',
        description: 'Traditional and modern northern music.',
      },
    ],
    included: ['Entry', 'Workshop places', 'Programme'],
    excluded: ['Food', 'Transport', 'Accommodation in Makeni'],
    venue: {
      name: 'Wusum Field',
      address: 'Makeni town centre',
      capacity: 4000,
      facilities: ['Stage', 'Craft market', 'Toilets', 'First aid'],
      directions: 'Central Makeni, a short walk from the clock tower roundabout.',
    },
    organizer: {
      name: 'Northern Arts Council',
      description: 'Supporting traditional artists and musicians in the Northern Province.',
      email: 'events@northernarts.example.sl',
      phone: '+232 30 778 129',
    },
    ticketCategories: standardTickets(),
  },
  {
    title: 'Kenema Harvest Festival',
    category: 'festival',
    description:
      'Kenema celebrates the end of the rice harvest with a street festival of music, food, farmers’ markets and a parade of decorated lorries. Cocoa and coffee growers from the Eastern Province show off their best produce.',
    location: 'Hangha Road and Kenema market, Kenema',
    city: 'Kenema',
    startInDays: 150,
    startTime: '11:00',
    durationHours: 9,
    capacity: 3000,
    images: [listingPicture('events', 'kenema-harvest-festival')],
    schedule: [
      { time: '11:00', title: 'Farmers’ market', description: 'Rice, cocoa, coffee and palm oil.' },
      {
        time: '13:00',
        title: 'Lorry parade',
        description: 'Decorated lorries and marching bands.',
      },
      { time: '15:30', title: 'Cooking contest', description: 'Best new-rice dish in the East.' },
      { time: '18:00', title: 'Street concert', description: 'Live bands until late.' },
    ],
    included: [
      'Festival wristband',
      'Tasting tokens',
      'Grandstand seat for the parade (VIP and VVIP)',
    ],
    excluded: ['Market purchases', 'Transport', 'Accommodation'],
    venue: {
      name: 'Kenema market square',
      address: 'Hangha Road, Kenema',
      capacity: 5000,
      facilities: ['Grandstand', 'Food stalls', 'Toilets', 'First aid'],
      directions: 'In central Kenema on Hangha Road, next to the main market.',
    },
    organizer: {
      name: 'Eastern Harvest Association',
      description: 'Farmers’ cooperatives of the Eastern Province.',
      email: 'festival@easternharvest.example.sl',
      phone: '+232 88 602 914',
    },
    ticketCategories: standardTickets(),
  },
  {
    title: 'Tokeh Beach Jazz & Highlife Weekend',
    category: 'music',
    description:
      'Highlife legends, jazz quartets and palm-wine guitarists play an intimate beach stage at Tokeh under the stars. Bring a blanket, order grilled lobster and let the Atlantic provide the rhythm section.',
    location: 'Tokeh Beach, Western Area Peninsula',
    city: 'Peninsula',
    startInDays: 175,
    startTime: '17:00',
    durationHours: 6,
    capacity: 1000,
    images: [listingPicture('events', 'tokeh-beach-jazz-highlife-weekend')],
    schedule: [
      { time: '17:00', title: 'Palm-wine guitar', description: 'Acoustic sets as the sun sets.' },
      { time: '18:30', title: 'Jazz quartet', description: 'Modern West African jazz.' },
      { time: '20:00', title: 'Highlife orchestra', description: 'A twelve-piece dance band.' },
      { time: '22:00', title: 'Late session', description: 'Jam session with guest musicians.' },
    ],
    included: ['Entry', 'Beach blanket', 'Welcome cocktail'],
    excluded: ['Dinner', 'Transport from Freetown', 'Accommodation'],
    venue: {
      name: 'Tokeh Beach stage',
      address: 'Tokeh Beach, Western Area Peninsula',
      capacity: 1200,
      facilities: ['Beach bar', 'Grill', 'Toilets', 'Parking', 'First aid'],
      directions:
        'About an hour from Freetown along the Peninsula road; turn off at Tokeh village.',
    },
    organizer: {
      name: 'Peninsula Music Society',
      description: 'Presenting highlife, jazz and acoustic music on the Peninsula beaches.',
      email: 'tickets@peninsulamusic.example.sl',
      phone: '+232 77 903 256',
      website: 'https://peninsulamusic.example.sl',
    },
    ticketCategories: standardTickets(),
  },
];

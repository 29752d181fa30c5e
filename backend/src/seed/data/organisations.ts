import type { ServiceKind } from '../../operators/index.js';

/** The demo organisations that own the sample catalogue. */
export interface OrganisationSeed {
  key: 'freetown-hotels' | 'peninsula-resorts' | 'tours' | 'cars' | 'events' | 'homes';
  name: string;
  serviceKinds: ServiceKind[];
  /** E.164, as the partner portal stores a number. */
  contactPhone: string;
  contactEmail: string;
  registrationNumber: string;
  payoutNumber: string;
  /** Published for "Message on WhatsApp" (E.164); most demo organisations give none. */
  whatsappNumber?: string;
}

export const ORGANISATIONS: OrganisationSeed[] = [
  {
    key: 'freetown-hotels',
    name: 'Freetown Hospitality Group',
    serviceKinds: ['hotel'],
    contactPhone: '+23276410220',
    contactEmail: 'reservations@freetownhospitality.sl',
    registrationNumber: 'SL-BRS-2014-00871',
    payoutNumber: '+23276410221',
  },
  {
    key: 'peninsula-resorts',
    name: 'Peninsula Beach Resorts',
    serviceKinds: ['hotel'],
    contactPhone: '+23278552904',
    contactEmail: 'stay@peninsularesorts.sl',
    registrationNumber: 'SL-BRS-2017-02245',
    payoutNumber: '+23278552905',
  },
  {
    key: 'tours',
    name: 'Salone Trails & Tours',
    serviceKinds: ['tour'],
    contactPhone: '+23277301118',
    contactEmail: 'hello@salonetrails.sl',
    registrationNumber: 'SL-BRS-2016-01532',
    payoutNumber: '+23277301119',
    whatsappNumber: '+23277301118',
  },
  {
    key: 'cars',
    name: 'Lion Mountain Car Hire',
    serviceKinds: ['car'],
    contactPhone: '+23279640733',
    contactEmail: 'bookings@lionmountaincars.sl',
    registrationNumber: 'SL-BRS-2019-03380',
    payoutNumber: '+23279640734',
  },
  {
    key: 'events',
    name: 'Sweet Salone Events',
    serviceKinds: ['event'],
    contactPhone: '+23276918402',
    contactEmail: 'tickets@sweetsaloneevents.sl',
    registrationNumber: 'SL-BRS-2020-04117',
    payoutNumber: '+23276918403',
  },
  {
    key: 'homes',
    name: 'Atlantic Homes Realty',
    serviceKinds: ['property'],
    contactPhone: '+23278227560',
    contactEmail: 'viewings@atlantichomes.sl',
    registrationNumber: 'SL-BRS-2015-01208',
    payoutNumber: '+23278227561',
  },
];

/** Password of every demo account (README: sample data only; refused in production). */
export const DEMO_PASSWORD = 'salone-demo-2026';
/** argon2id of DEMO_PASSWORD, so seeding does not spend a hash per account. */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$Y0JFMVPVD7yHLBzsCECwJw$bCWG65A8uGBQarpjtpKm49oyADd2WpDhjlVWlG+i6HU';

export interface DemoAccountSeed {
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** Memberships: organisation key and role. */
  memberships: { organisation: OrganisationSeed['key']; role: 'owner' | 'staff' }[];
}

/** Sample-only accounts (README). The seed adds them outside production; production refuses them. */
export const DEMO_ACCOUNTS: DemoAccountSeed[] = [
  {
    email: 'admin@demo.salone.sl',
    firstName: 'Aminata',
    lastName: 'Kamara',
    isAdmin: true,
    memberships: [],
  },
  {
    email: 'hotels@demo.salone.sl',
    firstName: 'Ibrahim',
    lastName: 'Bangura',
    isAdmin: false,
    memberships: [{ organisation: 'freetown-hotels', role: 'owner' }],
  },
  {
    email: 'frontdesk@demo.salone.sl',
    firstName: 'Mariama',
    lastName: 'Jalloh',
    isAdmin: false,
    memberships: [{ organisation: 'freetown-hotels', role: 'staff' }],
  },
  {
    email: 'resorts@demo.salone.sl',
    firstName: 'Christiana',
    lastName: 'Cole',
    isAdmin: false,
    memberships: [{ organisation: 'peninsula-resorts', role: 'owner' }],
  },
  {
    email: 'tours@demo.salone.sl',
    firstName: 'Abu Bakarr',
    lastName: 'Conteh',
    isAdmin: false,
    memberships: [{ organisation: 'tours', role: 'owner' }],
  },
  {
    email: 'cars@demo.salone.sl',
    firstName: 'Sorie',
    lastName: 'Koroma',
    isAdmin: false,
    memberships: [{ organisation: 'cars', role: 'owner' }],
  },
  {
    email: 'events@demo.salone.sl',
    firstName: 'Hawa',
    lastName: 'Sesay',
    isAdmin: false,
    memberships: [{ organisation: 'events', role: 'owner' }],
  },
  {
    email: 'homes@demo.salone.sl',
    firstName: 'Joseph',
    lastName: 'Williams',
    isAdmin: false,
    memberships: [{ organisation: 'homes', role: 'owner' }],
  },
];

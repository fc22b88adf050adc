import type { SupplierKey } from './catalogue.js';

/** People, restaurants, suppliers and their connections in the demo data set. */

export type BusinessKey = 'maple' | 'harbour';

export type PersonSeed = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  jobTitle: string;
  timezone: string;
};

export type TeamMemberSeed = PersonSeed & { role: 'Owner' | 'Chef' };

export type ConnectionSeed = {
  supplier: SupplierKey;
  accountId: string;
  creditTerms: string;
  minimumOrder: number;
  orderCutoff: number;
  deliveryDays: string;
  customerNotes: string;
  /** A second contact next to the supplier's sales rep. */
  extraContact?: { name: string; phone: string; email: string; role: string };
};

export type BusinessSeed = {
  name: string;
  address1: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  phone: string;
  website: string;
  team: [TeamMemberSeed, TeamMemberSeed];
  connections: ConnectionSeed[];
  guideSize: number;
};

export type SupplierSeed = {
  name: string;
  alternateNames: string[];
  address1: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  phone: string;
  website: string;
  about: string;
  orderEmail: string;
  user: PersonSeed;
  deliveryAreas: { kind: 'city' | 'postal_prefix'; value: string; deliveryDays: string; orderCutoff: number }[];
};

export const ADMIN: PersonSeed = {
  email: 'admin@demo.test',
  firstName: 'Dana',
  lastName: 'Reyes',
  phone: '+1 416-555-0100',
  jobTitle: 'Customer success',
  timezone: 'America/Toronto',
};

export const PERSON: PersonSeed = {
  email: 'person@demo.test',
  firstName: 'Jordan',
  lastName: 'Lee',
  phone: '+1 647-555-0111',
  jobTitle: '',
  timezone: 'America/Toronto',
};

export const SUPPLIERS: Record<SupplierKey, SupplierSeed> = {
  freshValley: {
    name: 'Fresh Valley Produce',
    alternateNames: ['Fresh Valley', 'FVP'],
    address1: '2150 Dundas St E',
    city: 'Mississauga',
    state: 'ON',
    country: 'Canada',
    postalCode: 'L4X 1L9',
    phone: '+1 905-555-0134',
    website: 'https://freshvalley.example',
    about: 'Fresh produce, dairy and pantry staples, delivered six days a week.',
    orderEmail: 'orders@freshvalley.demo.test',
    user: {
      email: 'sales@freshvalley.demo.test',
      firstName: 'Priya',
      lastName: 'Patel',
      phone: '+1 905-555-0135',
      jobTitle: 'Sales representative',
      timezone: 'America/Toronto',
    },
    deliveryAreas: [
      { kind: 'city', value: 'Toronto', deliveryDays: 'M,Tu,W,Th,F,Sa', orderCutoff: 14 },
      { kind: 'city', value: 'Vancouver', deliveryDays: 'M,Th', orderCutoff: 12 },
    ],
  },
  northern: {
    name: 'Northern Meats & Poultry',
    alternateNames: ['Northern Meats', 'NMP', 'Northern Meats and Poultry Ltd.'],
    address1: '45 Speedvale Ave W',
    city: 'Guelph',
    state: 'ON',
    country: 'Canada',
    postalCode: 'N1H 1J5',
    phone: '+1 519-555-0160',
    website: 'https://northernmeats.example',
    about: 'Canadian AAA beef, pork and poultry, cut to order.',
    orderEmail: 'orders@northernmeats.demo.test',
    user: {
      email: 'sales@northernmeats.demo.test',
      firstName: 'Mike',
      lastName: 'Kowalski',
      phone: '+1 519-555-0161',
      jobTitle: 'Account manager',
      timezone: 'America/Toronto',
    },
    deliveryAreas: [{ kind: 'postal_prefix', value: 'M5', deliveryDays: 'Tu,Th', orderCutoff: 12 }],
  },
  ocean: {
    name: 'Ocean Catch Seafood',
    alternateNames: ['Ocean Catch'],
    address1: '12551 No. 2 Rd',
    city: 'Richmond',
    state: 'BC',
    country: 'Canada',
    postalCode: 'V7E 2G3',
    phone: '+1 604-555-0190',
    website: 'https://oceancatch.example',
    about: 'Fresh and frozen seafood from both coasts.',
    orderEmail: 'orders@oceancatch.demo.test',
    user: {
      email: 'sales@oceancatch.demo.test',
      firstName: 'Hannah',
      lastName: 'Nguyen',
      phone: '+1 604-555-0191',
      jobTitle: 'Sales representative',
      timezone: 'America/Vancouver',
    },
    deliveryAreas: [
      { kind: 'city', value: 'Vancouver', deliveryDays: 'M,W,F,Sa', orderCutoff: 18 },
      { kind: 'city', value: 'Toronto', deliveryDays: 'Tu,F', orderCutoff: 16 },
    ],
  },
  metro: {
    name: 'Metro Foodservice',
    alternateNames: [],
    address1: '8800 Keele St',
    city: 'Concord',
    state: 'ON',
    country: 'Canada',
    postalCode: 'L4K 2N2',
    phone: '+1 905-555-0120',
    website: 'https://metrofood.example',
    about: 'Broadline distributor: groceries, disposables, janitorial and smallwares.',
    orderEmail: 'orders@metrofood.demo.test',
    user: {
      email: 'sales@metrofood.demo.test',
      firstName: 'Daniel',
      lastName: 'Scott',
      phone: '+1 905-555-0121',
      jobTitle: 'Territory manager',
      timezone: 'America/Toronto',
    },
    deliveryAreas: [
      { kind: 'city', value: 'Toronto', deliveryDays: 'M,Tu,W,Th,F', orderCutoff: 15 },
      { kind: 'postal_prefix', value: 'V6', deliveryDays: 'Tu,Th,Sa', orderCutoff: 14 },
    ],
  },
};

export const BUSINESSES: Record<BusinessKey, BusinessSeed> = {
  maple: {
    name: 'Maple Bistro',
    address1: '214 King St W',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    postalCode: 'M5H 3S6',
    phone: '+1 416-555-0142',
    website: 'https://maplebistro.example',
    team: [
      {
        email: 'owner@maple.demo.test',
        firstName: 'Olivia',
        lastName: 'Martin',
        phone: '+1 416-555-0143',
        jobTitle: 'Owner',
        timezone: 'America/Toronto',
        role: 'Owner',
      },
      {
        email: 'chef@maple.demo.test',
        firstName: 'Lucas',
        lastName: 'Tremblay',
        phone: '+1 416-555-0144',
        jobTitle: 'Head chef',
        timezone: 'America/Toronto',
        role: 'Chef',
      },
    ],
    connections: [
      {
        supplier: 'freshValley',
        accountId: 'MB-10442',
        creditTerms: 'Net 30',
        minimumOrder: 150,
        orderCutoff: 14,
        deliveryDays: 'M,W,F',
        customerNotes: 'Deliver to the back door on Pearl St.',
        extraContact: { name: 'Fresh Valley Dispatch', phone: '+1 905-555-0139', email: '', role: 'Dispatch' },
      },
      {
        supplier: 'northern',
        accountId: 'MB-20871',
        creditTerms: 'Net 15',
        minimumOrder: 250,
        orderCutoff: 12,
        deliveryDays: 'Tu,Th',
        customerNotes: '',
      },
      {
        supplier: 'ocean',
        accountId: 'MB-30115',
        creditTerms: 'COD',
        minimumOrder: 0,
        orderCutoff: 16,
        deliveryDays: 'Tu,F',
        customerNotes: 'Fish must arrive on ice.',
      },
      {
        supplier: 'metro',
        accountId: 'MB-40923',
        creditTerms: 'Net 30',
        minimumOrder: 100,
        orderCutoff: 15,
        deliveryDays: 'M,Tu,W,Th,F',
        customerNotes: '',
        extraContact: {
          name: 'Rachel Green',
          phone: '+1 905-555-0125',
          email: 'rachel.green@metrofood.demo.test',
          role: 'Customer service',
        },
      },
    ],
    guideSize: 36,
  },
  harbour: {
    name: 'Harbour Grill',
    address1: '388 Water St',
    city: 'Vancouver',
    state: 'BC',
    country: 'Canada',
    postalCode: 'V6B 1B8',
    phone: '+1 604-555-0178',
    website: 'https://harbourgrill.example',
    team: [
      {
        email: 'owner@harbour.demo.test',
        firstName: 'Ethan',
        lastName: 'Wong',
        phone: '+1 604-555-0179',
        jobTitle: 'Owner',
        timezone: 'America/Vancouver',
        role: 'Owner',
      },
      {
        email: 'chef@harbour.demo.test',
        firstName: 'Sofia',
        lastName: 'Rossi',
        phone: '+1 604-555-0180',
        jobTitle: 'Executive chef',
        timezone: 'America/Vancouver',
        role: 'Chef',
      },
    ],
    connections: [
      {
        supplier: 'freshValley',
        accountId: 'HG-5521',
        creditTerms: 'Net 30',
        minimumOrder: 200,
        orderCutoff: 13,
        deliveryDays: 'M,Th',
        customerNotes: '',
      },
      {
        supplier: 'ocean',
        accountId: 'HG-7734',
        creditTerms: 'Net 14',
        minimumOrder: 0,
        orderCutoff: 18,
        deliveryDays: 'M,W,F,Sa',
        customerNotes: 'Call on arrival, loading bay is shared.',
        extraContact: {
          name: 'Ocean Catch Night Desk',
          phone: '+1 604-555-0199',
          email: 'nightdesk@oceancatch.demo.test',
          role: 'Order desk',
        },
      },
      {
        supplier: 'metro',
        accountId: 'HG-9902',
        creditTerms: 'Net 30',
        minimumOrder: 150,
        orderCutoff: 14,
        deliveryDays: 'Tu,Th,Sa',
        customerNotes: '',
      },
    ],
    guideSize: 30,
  },
};

export const BUSINESS_KEYS = Object.keys(BUSINESSES) as BusinessKey[];
export const SUPPLIER_KEYS = Object.keys(SUPPLIERS) as SupplierKey[];

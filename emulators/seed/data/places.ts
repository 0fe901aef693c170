import { SERVICE_AREA_CITIES } from '@workhub/domain';

/** The service area's cities (domain), which project addresses are drawn from. */
export const CITIES = SERVICE_AREA_CITIES;

export const STREET_NAMES = [
  'Alder',
  'Bayview',
  'Cedar',
  'Clement',
  'Dogwood',
  'Eastlake',
  'Fir',
  'Fremont',
  'Grand',
  'Hawthorne',
  'Juniper',
  'Laurel',
  'Madrona',
  'Magnolia',
  'Mission',
  'Oak Knoll',
  'Pine',
  'Redwood',
  'Sequoia',
  'Sunset',
  'Valencia',
  'Willow',
];
export const STREET_KINDS = ['St', 'Ave', 'Rd', 'Ln', 'Way', 'Ct', 'Dr', 'Blvd'];

export const CLIENT_NAMES = [
  'Hernandez Family',
  'Okafor Residence',
  'Nguyen ADU',
  'Bayview Housing Co-op',
  'Lindqvist Cabin',
  'Patel Backyard Studio',
  'Greenfield Community Land Trust',
  'Morrison Duplex',
  'Tanaka Residence',
  'Ramirez Garage Conversion',
  'Sunset Terrace HOA',
  'Kowalski Guest House',
  'Addo Family',
  'Chen-Whitaker Residence',
  'Harbor Point Apartments',
  'Delgado ADU',
  "O'Neill Lake House",
  'Mbeki Residence',
  'Fairview School District',
  'Rossi Vineyard Cottage',
  'Andersen Family',
  'Cascadia Affordable Homes',
  'Yamamoto Studio',
  'Brightwater Senior Living',
  'Abernathy Ranch',
  'Solis Residence',
];

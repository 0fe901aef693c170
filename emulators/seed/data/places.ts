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

/**
 * The service area's regions: a client's addresses (site, mailing, billing) are all in one, as a
 * family building a backyard unit lives near it. Each city of the service area is in exactly one.
 */
export const REGIONS: Record<string, readonly string[]> = {
  'North Bay and Bay Area': ['Santa Rosa', 'Petaluma', 'Oakland', 'San Jose'],
  Sacramento: ['Sacramento'],
  'Southern California': ['Los Angeles', 'Pasadena', 'San Diego'],
  Oregon: ['Portland', 'Bend', 'Eugene'],
  'Puget Sound': ['Seattle', 'Tacoma'],
  Idaho: ['Boise'],
};

/** The region of a service-area city. */
export function regionOf(city: string): string {
  const found = Object.entries(REGIONS).find(([, cities]) => cities.includes(city));
  if (!found) throw new Error(`${city} is in no region of the service area`);
  return found[0];
}

/** The service area's cities in the region of `city`. */
export const citiesNear = (city: string) => CITIES.filter((c) => regionOf(c.city) === regionOf(city));

/**
 * The company's service area (a fictional-but-plausible West Coast one): cities with their state
 * and a zip prefix. The seed draws project addresses from it; the local place lookup offers them
 * as city candidates; the zone stand-in knows zoning for them only.
 */
export const SERVICE_AREA_CITIES = [
  { city: 'Santa Rosa', state: 'CA', zip: '954' },
  { city: 'Petaluma', state: 'CA', zip: '949' },
  { city: 'Oakland', state: 'CA', zip: '946' },
  { city: 'San Jose', state: 'CA', zip: '951' },
  { city: 'Sacramento', state: 'CA', zip: '958' },
  { city: 'Los Angeles', state: 'CA', zip: '900' },
  { city: 'Pasadena', state: 'CA', zip: '911' },
  { city: 'San Diego', state: 'CA', zip: '921' },
  { city: 'Portland', state: 'OR', zip: '972' },
  { city: 'Bend', state: 'OR', zip: '977' },
  { city: 'Eugene', state: 'OR', zip: '974' },
  { city: 'Seattle', state: 'WA', zip: '981' },
  { city: 'Tacoma', state: 'WA', zip: '984' },
  { city: 'Boise', state: 'ID', zip: '837' },
] as const;

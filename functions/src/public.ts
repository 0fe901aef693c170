/**
 * The functions' one public entry for code outside functions/ that runs beside them: the
 * stand-ins and the seed under emulators/ (issue 25, item 3). They import this file only (the
 * lint zone in eslint.config.js refuses any other functions/src path), so what they rely on is
 * listed here and the functions' folders can move freely behind it. Everything here is free of
 * side effects when imported (no Firebase app, no server).
 */

// The outside systems' adapters and their config, for the stand-ins' contract tests and servers.
export { arcgisConfigFromEnv, arcgisZoning, zoningOf, type ArcgisConfig } from './engines/zoning/arcgis.js';
export { googlePlaces, placesConfigFromEnv, type PlacesConfig } from './engines/places/google-places.js';
export {
  addressField,
  ADDRESS_PARTS,
  APNS_FIELD,
  CLIENT_NAME_FIELD,
  isoOfSalesforce,
  milestoneField,
  PRIMARY_ADDRESS_FIELD,
  PROJECT_NUMBER_FIELD,
  PROJECT_OBJECT,
  SALESFORCE_MILESTONE_FIELDS,
  SALESFORCE_PROJECT_FIELDS,
  salesforceConfigFromEnv,
  salesforceCrm,
  soqlString,
  type SalesforceConfig,
} from './engines/salesforce/salesforce.js';
export { checkOutsideSystems, OUTSIDE_SYSTEMS } from './engines/outside-systems.js';
export { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './lib/webhook-signature.js';

// The local blob store and its records, for the seed.
export { encodePng, gradientPng } from './engines/storage/png.js';
export { LocalBlobStore, localStorageRoot } from './engines/storage/local.js';
export { bucketName, localSignedUrl, localSigningSecret } from './engines/storage/config.js';
export { defaultTypeOf, storageObjectId, storageObjectRecord } from './lib/storage-record.js';

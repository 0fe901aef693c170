/**
 * # Salesforce stand-in (emulators/salesforce)
 *
 * A local server that speaks the subset of Salesforce's REST API that WorkHub's Salesforce adapter
 * (functions/src/engines/salesforce/salesforce.ts) uses, so the adapter runs unchanged against it.
 * Started by `npm start` (port 8610) and by the test scripts (port 8710).
 *
 *   npx tsx emulators/salesforce/main.ts
 *
 * Environment:
 *   SALESFORCE_PORT            port (default 8610); listens on 127.0.0.1 only
 *   SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET   the Connected App's one accepted key pair
 *                              (defaults workhub-local-client / workhub-local-secret)
 *
 * API (records in memory, seeded on start from the seeded projects: see server.ts seededRecords):
 *   POST /services/oauth2/token  grant_type=client_credentials&client_id&client_secret
 *        → { access_token, instance_url, token_type: 'Bearer', … }; 400 { error: 'invalid_client' }
 *   GET  /services/data/vNN.0/query?q=SELECT … FROM Modulr_Project__c [WHERE f = 'v' AND …] [LIMIT n]
 *        → { totalSize, done: true, records: [{ attributes, …fields }] }; other SOQL → 400 MALFORMED_QUERY
 *   POST   /services/data/vNN.0/sobjects/Modulr_Project__c { fields }      → 201 { id, success, errors }
 *   GET|PATCH|DELETE /services/data/vNN.0/sobjects/Modulr_Project__c/{Id} → record | 204
 *   PATCH  /services/data/vNN.0/sobjects/Modulr_Project__c/Project_Number__c/{value} (upsert)
 *        → 201 { id, success, errors, created: true } | 200 { …, created: false }
 *   Without a valid `Authorization: Bearer <token>`: 401 [{ message, errorCode: 'INVALID_SESSION_ID' }].
 *   Errors: [{ message, errorCode[, fields] }] (INVALID_FIELD, JSON_PARSER_ERROR, NOT_FOUND, …).
 *
 * Test controls (this stand-in only, no token):
 *   POST /__control/fault { mode: 'fail'|'slow'|'garbage', times, ms }  (emulators/lib/stand-in.ts)
 *   POST /__control/expire   every issued token stops working
 *   POST /__control/reset    faults cleared, records seeded again
 *   GET  /__control/stats    { requests, byRoute, faults }
 *   GET  /healthz
 */
import { runStandIn } from '../lib/stand-in.js';
import { startSalesforceServer } from './server.js';

await runStandIn('Salesforce stand-in', () =>
  startSalesforceServer({
    port: Number(process.env.SALESFORCE_PORT ?? 8610),
    clientId: process.env.SALESFORCE_CLIENT_ID ?? 'workhub-local-client',
    clientSecret: process.env.SALESFORCE_CLIENT_SECRET ?? 'workhub-local-secret',
  }),
);

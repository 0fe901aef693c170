import { crmFromEnv, type SalesforceCrm } from '../../engines/salesforce/salesforce.js';

/**
 * The CRM that owns the sales side of a project's milestones: Salesforce, through the production
 * adapter (functions/src/engines/salesforce), configured from SALESFORCE_LOGIN_URL,
 * SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET: the company's org when deployed, the stand-in
 * (emulators/salesforce) under `npm start` and `npm test`. Unconfigured → 503 'Salesforce is not
 * configured (…)'. One adapter per configuration, so its OAuth token is reused between requests.
 */
let cached: { key: string; crm: SalesforceCrm } | undefined;

export function crm(env: NodeJS.ProcessEnv = process.env): SalesforceCrm {
  const key = [
    env.SALESFORCE_LOGIN_URL,
    env.SALESFORCE_CLIENT_ID,
    env.SALESFORCE_CLIENT_SECRET,
    env.SALESFORCE_API_VERSION,
    env.SALESFORCE_TIMEOUT_MS,
  ].join('\n');
  if (cached?.key !== key) cached = { key, crm: crmFromEnv(env) };
  return cached.crm;
}

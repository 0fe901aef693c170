import { z } from 'zod';
import { COMPANY_DOMAINS } from '@workhub/domain';

/**
 * Where sign-in tokens come from. Locally: the local OpenID Connect provider; in production the
 * company's Entra ID tenant (OIDC_ISSUER = https://login.microsoftonline.com/TENANT/v2.0).
 */
const authEnvSchema = z.object({
  OIDC_ISSUER: z.string().url().default('https://localhost:9443'),
  OIDC_DISCOVERY_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('workhub-web'),
  WORKHUB_COMPANY_DOMAINS: z
    .string()
    .default(COMPANY_DOMAINS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export interface AuthConfig {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  companyDomains: string[];
}

export function authConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const parsed = authEnvSchema.parse(env);
  return {
    issuer: parsed.OIDC_ISSUER,
    discoveryUrl: parsed.OIDC_DISCOVERY_URL ?? `${parsed.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId: parsed.OIDC_CLIENT_ID,
    companyDomains: parsed.WORKHUB_COMPANY_DOMAINS,
  };
}

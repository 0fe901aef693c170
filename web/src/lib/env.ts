import { z } from 'zod';
import { environmentOf } from '@workhub/domain';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** Build-time configuration, parsed once; a missing or malformed value fails loudly at start. */
const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_USE_EMULATORS: flag,
  VITE_API_BASE: z.string().default('/api'),
  VITE_COLLAB_URL: z.string().default('ws://127.0.0.1:1234'),
  VITE_PRODUCTION_HOSTNAMES: list,
  VITE_MSAL_CLIENT_ID: z.string().min(1),
  VITE_MSAL_AUTHORITY: z.string().url(),
  VITE_MSAL_KNOWN_AUTHORITIES: list,
  VITE_MSAL_PROTOCOL_MODE: z.enum(['AAD', 'OIDC']).default('AAD'),
  /** The ERP's address for people (its desk), for the items' "open in the ERP" links; unset: no such links. */
  VITE_ERP_URL: z.string().url().optional(),
});

// Each variable by name: passing import.meta.env whole would inline every VITE_ variable,
// emulator addresses included, into the production bundle.
const env = envSchema.parse({
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_USE_EMULATORS: import.meta.env.VITE_USE_EMULATORS,
  VITE_API_BASE: import.meta.env.VITE_API_BASE,
  VITE_COLLAB_URL: import.meta.env.VITE_COLLAB_URL,
  VITE_PRODUCTION_HOSTNAMES: import.meta.env.VITE_PRODUCTION_HOSTNAMES,
  VITE_MSAL_CLIENT_ID: import.meta.env.VITE_MSAL_CLIENT_ID,
  VITE_MSAL_AUTHORITY: import.meta.env.VITE_MSAL_AUTHORITY,
  VITE_MSAL_KNOWN_AUTHORITIES: import.meta.env.VITE_MSAL_KNOWN_AUTHORITIES,
  VITE_MSAL_PROTOCOL_MODE: import.meta.env.VITE_MSAL_PROTOCOL_MODE,
  VITE_ERP_URL: (import.meta.env.VITE_ERP_URL as string | undefined)?.trim() || undefined,
});

export const config = {
  firebase: {
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    appId: env.VITE_FIREBASE_APP_ID,
  },
  collabUrl: env.VITE_COLLAB_URL,
  /** Base path of each backend service. */
  services: {
    auth: `${env.VITE_API_BASE}/auth`,
    db: `${env.VITE_API_BASE}/db`,
    base: `${env.VITE_API_BASE}/base`,
    pipe: `${env.VITE_API_BASE}/pipe`,
    erp: `${env.VITE_API_BASE}/erp`,
    opus: `${env.VITE_API_BASE}/opus`,
    projects: `${env.VITE_API_BASE}/projects`,
    live: `${env.VITE_API_BASE}/live`,
    google: `${env.VITE_API_BASE}/google`,
    zone: `${env.VITE_API_BASE}/zone`,
    version: `${env.VITE_API_BASE}/version`,
    workspace: `${env.VITE_API_BASE}/workspace`,
    workspace_content: `${env.VITE_API_BASE}/workspace_content`,
    firebase: `${env.VITE_API_BASE}/firebase`,
    build: `${env.VITE_API_BASE}/build`,
    diagrams: `${env.VITE_API_BASE}/diagrams`,
    email: `${env.VITE_API_BASE}/email`,
    storage: `${env.VITE_API_BASE}/storage`,
    cloud: `${env.VITE_API_BASE}/cloud`,
    homehub: `${env.VITE_API_BASE}/homehub`,
    pick: `${env.VITE_API_BASE}/pick`,
  },
  msal: {
    clientId: env.VITE_MSAL_CLIENT_ID,
    authority: env.VITE_MSAL_AUTHORITY,
    knownAuthorities: env.VITE_MSAL_KNOWN_AUTHORITIES,
    protocolMode: env.VITE_MSAL_PROTOCOL_MODE,
  },
  /** The ERP's address for people (domain erpItemDeskUrl), or undefined. */
  erpUrl: env.VITE_ERP_URL,
  environment: environmentOf(globalThis.location?.hostname ?? '', env.VITE_PRODUCTION_HOSTNAMES),
} as const;

export type ServiceName = keyof typeof config.services;

import { z } from 'zod';
import { environmentOf } from '@workhub/domain';

const flag = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');
const list = z.string().default('').transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));

/** Build-time configuration, parsed once; a missing or malformed value fails loudly at start. */
const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_USE_EMULATORS: flag,
  VITE_AUTH_EMULATOR_URL: z.string().url().default('http://127.0.0.1:9099'),
  VITE_FIRESTORE_EMULATOR_HOST: z.string().default('127.0.0.1:8080'),
  VITE_API_BASE: z.string().default('/api'),
  VITE_COLLAB_URL: z.string().default('ws://127.0.0.1:1234'),
  VITE_PRODUCTION_HOSTNAMES: list,
});

const env = envSchema.parse(import.meta.env);

export const config = {
  firebase: {
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    appId: env.VITE_FIREBASE_APP_ID,
  },
  useEmulators: env.VITE_USE_EMULATORS,
  authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL,
  firestoreEmulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST,
  collabUrl: env.VITE_COLLAB_URL,
  /** Base path of each backend service. */
  services: {
    db: `${env.VITE_API_BASE}/db`,
  },
  environment: environmentOf(globalThis.location?.hostname ?? '', env.VITE_PRODUCTION_HOSTNAMES),
} as const;

export type ServiceName = keyof typeof config.services;

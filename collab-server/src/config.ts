import { z } from 'zod';

/** The Vite dev server and `vite preview`, on both loopback spellings. */
const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const originList = z
  .string()
  .transform((list) => list.split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter((entry) => entry !== ''))
  .pipe(
    z.array(
      // Browsers send the bare origin (scheme://host[:port]); anything else could never match.
      z.string().refine((entry) => URL.canParse(entry) && new URL(entry).origin === entry, {
        message: 'each entry must be an origin such as http://localhost:5173',
      }),
    ),
  );

const envSchema = z.object({
  COLLAB_HOST: z.string().min(1).default('127.0.0.1'),
  COLLAB_PORT: z.coerce.number().int().min(0).max(65_535).default(1234),
  COLLAB_ALLOWED_ORIGINS: originList.default(DEFAULT_ALLOWED_ORIGINS),
  COLLAB_MAX_MESSAGE_BYTES: z.coerce.number().int().positive().default(16 * 1024 * 1024),
  GCLOUD_PROJECT: z.string().min(1).default('demo-workhub'),
});

export interface CollabConfig {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Browser origins allowed to open a socket; requests without an Origin header (Node clients) pass. */
  allowedOrigins: readonly string[];
  /** Larger WebSocket messages are refused by `ws` (close code 1009). */
  maxMessageBytes: number;
  /** Firebase project whose ID tokens are accepted. */
  projectId: string;
}

/** Parses the collab-server environment once; throws one readable error listing every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): CollabConfig {
  // An exported-but-empty variable means "not set", not "port 0" or "no origins".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid collab-server environment: ${problems}`);
  }
  const parsed = result.data;
  return {
    host: parsed.COLLAB_HOST,
    port: parsed.COLLAB_PORT,
    allowedOrigins: parsed.COLLAB_ALLOWED_ORIGINS,
    maxMessageBytes: parsed.COLLAB_MAX_MESSAGE_BYTES,
    projectId: parsed.GCLOUD_PROJECT,
  };
}

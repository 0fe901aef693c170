import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The Vite dev server and `vite preview`, on both loopback spellings. */
const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

/** `<repo>/.run/collab-data` (git-ignored), wherever the server is started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.run/collab-data', import.meta.url));

const originList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, ''))
      .filter((entry) => entry !== ''),
  )
  .pipe(
    z.array(
      // Browsers send the bare origin (scheme://host[:port]); anything else could never match.
      z.string().refine((entry) => URL.canParse(entry) && new URL(entry).origin === entry, {
        message: 'each entry must be an origin such as http://localhost:5173',
      }),
    ),
  );

const redisUrl = z.string().refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
  message: 'must be a redis:// or rediss:// URL',
});

const envSchema = z.object({
  COLLAB_HOST: z.string().min(1).default('127.0.0.1'),
  COLLAB_PORT: z.coerce.number().int().min(0).max(65_535).default(1234),
  COLLAB_ALLOWED_ORIGINS: originList.default(DEFAULT_ALLOWED_ORIGINS),
  COLLAB_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(16 * 1024 * 1024),
  COLLAB_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  COLLAB_REDIS_URL: redisUrl.optional(),
  COLLAB_WRITE_BACK_DEBOUNCE_MS: z.coerce.number().int().min(0).default(1_000),
  COLLAB_SESSION_CHECK_MS: z.coerce.number().int().positive().default(60_000),
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
  /** LevelDB directory holding every room's Yjs updates (one directory per instance). */
  dataDir: string;
  /** Redis that relays updates between instances; null = a single instance. */
  redisUrl: string | null;
  /** Quiet time after the last edit before the content is written back to Firestore. */
  writeBackDebounceMs: number;
  /** How often open sockets are checked for revoked sessions and deleted workspaces. */
  sessionCheckMs: number;
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
    dataDir: parsed.COLLAB_DATA_DIR,
    redisUrl: parsed.COLLAB_REDIS_URL ?? null,
    writeBackDebounceMs: parsed.COLLAB_WRITE_BACK_DEBOUNCE_MS,
    sessionCheckMs: parsed.COLLAB_SESSION_CHECK_MS,
    projectId: parsed.GCLOUD_PROJECT,
  };
}

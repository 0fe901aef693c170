import {
  LEGACY_ASSET_SERVICE_PATH,
  legacyAssetAnswerSchema,
  type LegacyAssetJob,
  type LegacyAssetKind,
  type LegacyAssetProject,
} from '@workhub/domain';

/**
 * The legacy asset service over HTTP (domain legacy-assets.ts is the API): one request per project
 * version, answering the generated files, or its own refusal (422 with errors.json.jobs, read by
 * the spec's assetErrorMessage). Configured by LEGACY_ASSETS_URL and LEGACY_ASSETS_API_KEY
 * (LEGACY_ASSETS_TIMEOUT_MS optional); locally and in tests the stand-in emulators/generators.
 */

export const LEGACY_ASSETS_SYSTEM = 'the legacy asset service';

/** A failure that is not the service's answer to the job: it cannot be reached, times out, fails (5xx) or answers nonsense; or is not configured (503). */
export class LegacyAssetServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LegacyAssetServiceError';
  }
}

export interface LegacyAssetServiceConfig {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

export function legacyAssetServiceConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LegacyAssetServiceConfig {
  const { LEGACY_ASSETS_URL: url, LEGACY_ASSETS_API_KEY: apiKey } = env;
  if (!url || !apiKey)
    throw new LegacyAssetServiceError(503, 'The legacy asset service is not configured (LEGACY_ASSETS_URL, LEGACY_ASSETS_API_KEY)');
  const timeout = Number(env.LEGACY_ASSETS_TIMEOUT_MS ?? 60_000);
  return { url: url.replace(/\/+$/, ''), apiKey, timeoutMs: Number.isFinite(timeout) && timeout >= 1_000 ? timeout : 60_000 };
}

export interface GeneratedFile {
  kind: LegacyAssetKind;
  file: string;
  contentType: string;
  bytes: Buffer;
}

/** The service's refusal of a job (a 4xx), as the spec's error rule reads it. */
export interface AssetRefusal {
  status: number;
  statusText: string;
  body: unknown;
}

export async function generateAssets(
  config: LegacyAssetServiceConfig,
  project: LegacyAssetProject,
  job: LegacyAssetJob,
  fetchImpl: typeof fetch = fetch,
): Promise<{ files: GeneratedFile[] } | { refused: AssetRefusal }> {
  const { res, body } = await post(config, JSON.stringify({ project, job }), fetchImpl);
  if (res.status >= 500) throw new LegacyAssetServiceError(502, `${LEGACY_ASSETS_SYSTEM} answered ${res.status} ${res.statusText}`.trim());
  if (!res.ok) return { refused: { status: res.status, statusText: res.statusText, body } };
  const answer = legacyAssetAnswerSchema.safeParse(body);
  if (!answer.success)
    throw new LegacyAssetServiceError(502, `${LEGACY_ASSETS_SYSTEM} answered with something that is not its API's answer`);
  return {
    files: answer.data.files.map((f) => ({
      kind: f.kind,
      file: f.file,
      contentType: f.contentType,
      bytes: Buffer.from(f.base64, 'base64'),
    })),
  };
}

/** POST to the service's one route: its answer and JSON body (undefined when not JSON); 504/502 when it does not answer. */
async function post(config: LegacyAssetServiceConfig, body: string, fetchImpl: typeof fetch): Promise<{ res: Response; body: unknown }> {
  let res: Response;
  try {
    res = await fetchImpl(`${config.url}${LEGACY_ASSET_SERVICE_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json', 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError')
      throw new LegacyAssetServiceError(504, `${LEGACY_ASSETS_SYSTEM} did not answer within ${config.timeoutMs} ms`);
    throw new LegacyAssetServiceError(502, `${LEGACY_ASSETS_SYSTEM} could not be reached (${(err as Error).message})`);
  }
  try {
    return { res, body: await res.json() };
  } catch {
    return { res, body: undefined };
  }
}

/**
 * The outside-systems page's probe: the service's one route with an empty request, which it
 * refuses as invalid (a 4xx) without generating anything. That refusal shows it is there and took
 * the key; 401/403 is a refused key, 5xx a failing service.
 */
export async function probeLegacyAssetService(
  config: LegacyAssetServiceConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; check: string }> {
  const { res, body } = await post(config, '{}', fetchImpl);
  const check = `POST ${LEGACY_ASSET_SERVICE_PATH} with an empty request (refused as invalid: 400 or 422 expected)`;
  if (res.status === 401 || res.status === 403)
    throw new LegacyAssetServiceError(502, `${LEGACY_ASSETS_SYSTEM} refused the API key (${res.status})`);
  if (res.status >= 500) throw new LegacyAssetServiceError(502, `${LEGACY_ASSETS_SYSTEM} answered ${res.status} ${res.statusText}`.trim());
  if ((res.status === 400 || res.status === 422) && body && typeof body === 'object') return { status: res.status, check };
  throw new LegacyAssetServiceError(
    502,
    `${LEGACY_ASSETS_SYSTEM} answered ${res.status} to an empty request, which is not its API's answer`,
  );
}

import {
  GENERATOR_STEPS_MAX_WAIT_MS,
  generatorServicePaths,
  serviceRunAnswerSchema,
  serviceStepsAnswerSchema,
  type EngineStep,
  type GeneratorRunRequest,
  type ServiceRun,
} from '@workhub/domain';
import type { z } from 'zod';
import type { EngineRunOptions, GeneratorEngine, GeneratorEngineInput } from './engine.js';

/**
 * The generator service over HTTP (domain generator-service.ts is the API): start a run, then read
 * its steps as they finish with a long poll — the service holds each read until a step is ready or
 * the run ends, so the function never sleeps. Configured by GENERATOR_URL and GENERATOR_API_KEY
 * (GENERATOR_TIMEOUT_MS optional); locally and in tests the stand-in emulators/generators.
 */

export const GENERATOR_SYSTEM = 'the generator service';

/**
 * A failure of the generator service, in words that name it. status: its own 4xx, 502 when it
 * cannot be reached or answers nonsense or 5xx, 503 when not configured, 504 on a timeout.
 */
export class GeneratorServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GeneratorServiceError';
  }
}

export interface GeneratorServiceConfig {
  url: string;
  apiKey: string;
  /** One request's limit; a steps read asks the service to answer well before it. */
  timeoutMs: number;
}

/** The settings from the functions' environment; 503 naming the system when they are missing. */
export function generatorServiceConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GeneratorServiceConfig {
  const { GENERATOR_URL: url, GENERATOR_API_KEY: apiKey } = env;
  if (!url || !apiKey) throw new GeneratorServiceError(503, 'The generator service is not configured (GENERATOR_URL, GENERATOR_API_KEY)');
  const timeout = Number(env.GENERATOR_TIMEOUT_MS ?? 30_000);
  return { url: url.replace(/\/+$/, ''), apiKey, timeoutMs: Number.isFinite(timeout) && timeout >= 1_000 ? timeout : 30_000 };
}

const describe = (body: unknown): string | undefined => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
};

/** Steps reads in a row that may bring nothing new before the run counts as stuck. */
const MAX_IDLE_READS = 40;

export function httpGeneratorEngine(config: GeneratorServiceConfig, fetchImpl: typeof fetch = fetch): GeneratorEngine {
  async function call<S extends z.ZodTypeAny>(
    method: string,
    path: string,
    schema: S,
    options: EngineRunOptions,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const started = Date.now();
    const record = (status: number, error?: string) =>
      options.onCall?.({
        system: 'generator',
        method,
        path: path.split('?')[0]!,
        status,
        ms: Date.now() - started,
        ...(error ? { error } : {}),
      });
    let res: Response;
    try {
      res = await fetchImpl(`${config.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      const message = timedOut
        ? `${GENERATOR_SYSTEM} did not answer ${method} ${path.split('?')[0]} within ${config.timeoutMs} ms`
        : `${GENERATOR_SYSTEM} could not be reached (${(err as Error).message})`;
      record(0, message);
      throw new GeneratorServiceError(timedOut ? 504 : 502, message);
    }
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const message = `${GENERATOR_SYSTEM} answered ${res.status} for ${method} ${path.split('?')[0]}${describe(parsed) ? `: ${describe(parsed)}` : ''}`;
      record(res.status, message);
      throw new GeneratorServiceError(res.status >= 500 ? 502 : res.status, message);
    }
    const answer = schema.safeParse(parsed);
    if (!answer.success) {
      const message = `${GENERATOR_SYSTEM} answered ${method} ${path.split('?')[0]} with something that is not its API's answer`;
      record(res.status, message);
      throw new GeneratorServiceError(502, message);
    }
    record(res.status);
    return answer.data as z.infer<S>;
  }

  // Ask the service to answer a steps read well before this side gives up on it.
  const waitMs = Math.max(0, Math.min(GENERATOR_STEPS_MAX_WAIT_MS, config.timeoutMs - 5_000));

  return {
    name: 'generator service',
    async run(input: GeneratorEngineInput, onStep: (step: EngineStep) => Promise<void> | void, options: EngineRunOptions = {}) {
      const request: GeneratorRunRequest = {
        ...input,
        ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}),
        ...(options.dryRun ? { dryRun: true } : {}),
        ...(options.key ? { key: options.key } : {}),
      };
      let run: ServiceRun = (await call('POST', generatorServicePaths.runs, serviceRunAnswerSchema, options, request)).run;
      const steps: EngineStep[] = [];
      // Reads that brought nothing new in a row: a service that answers at once without waiting is
      // read again, up to a bound (each read is a round trip, never a sleep here).
      let idle = 0;
      for (;;) {
        const answer = await call('GET', generatorServicePaths.steps(run.id, steps.length - 1, waitMs), serviceStepsAnswerSchema, options);
        run = answer.run;
        const before = steps.length;
        for (const step of answer.steps) {
          if (step.index !== steps.length) continue; // already seen (a read answered twice)
          steps.push(step);
          await onStep(step);
        }
        if (run.status === 'failed')
          throw new GeneratorServiceError(502, `${GENERATOR_SYSTEM} failed the run: ${run.error ?? 'no reason given'}`);
        if (run.status === 'done' && steps.length >= run.done) return steps;
        idle = steps.length > before ? 0 : idle + 1;
        if (run.status === 'done' || idle >= MAX_IDLE_READS)
          throw new GeneratorServiceError(
            502,
            `${GENERATOR_SYSTEM} made no progress on run ${run.id}: ${steps.length} of ${run.total} step(s) read, status ${run.status}`,
          );
      }
    },
  };
}

let configured: GeneratorEngine | undefined;

/** The engine the functions use: the generator service at GENERATOR_URL (503 naming it when not configured). */
export function generatorServiceEngine(): GeneratorEngine {
  configured ??= httpGeneratorEngine(generatorServiceConfigFromEnv());
  return configured;
}

/**
 * The outside-systems page's probe: an authenticated read of a run that cannot exist
 * (`GET /v1/runs/workhub-probe`). The service's own 404 in its error shape ({ error: { code } })
 * shows it is there and takes the key; 401/403 is a refused key, anything else is not its API.
 */
export async function probeGeneratorService(
  config: GeneratorServiceConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; check: string }> {
  const path = generatorServicePaths.run('workhub-probe');
  let res: Response;
  try {
    res = await fetchImpl(`${config.url}${path}`, {
      headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError')
      throw new GeneratorServiceError(504, `${GENERATOR_SYSTEM} did not answer GET ${path} within ${config.timeoutMs} ms`);
    throw new GeneratorServiceError(502, `${GENERATOR_SYSTEM} could not be reached (${(err as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  const code = (parsed as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (res.status === 404 && typeof code === 'string') return { status: res.status, check: `GET ${path} (an unknown run: 404 expected)` };
  if (res.status === 401 || res.status === 403)
    throw new GeneratorServiceError(
      502,
      `${GENERATOR_SYSTEM} refused the API key (${res.status}${describe(parsed) ? `: ${describe(parsed)}` : ''})`,
    );
  if (res.status >= 500 || res.ok)
    throw new GeneratorServiceError(
      502,
      `${GENERATOR_SYSTEM} answered ${res.status} for GET ${path}${describe(parsed) ? `: ${describe(parsed)}` : ''}`,
    );
  throw new GeneratorServiceError(502, `${GENERATOR_SYSTEM} answered GET ${path} with something that is not its API's answer`);
}

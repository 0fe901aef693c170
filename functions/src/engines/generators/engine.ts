import type { EngineStep, GeneratorInput } from '@workhub/domain';

/**
 * Generator engines (docs/base-spec.md "Generators"): a generator turns the base spec and a
 * project's latest base into drawn layers. The service's job handlers only know this interface;
 * the engine is the generator service, reached over HTTP (http.ts) at GENERATOR_URL — locally and
 * in tests its stand-in, emulators/generators.
 */

export type { EngineLogLine, EngineStep, GeneratorProject } from '@workhub/domain';

/** What a run draws from: the generator, the base spec of its version, the project. */
export type GeneratorEngineInput = GeneratorInput;

export interface EngineRunOptions {
  /** Stop after this many steps (a dry run up to a step). */
  maxSteps?: number;
  /** A dry run: every step at once, without the service's pacing. */
  dryRun?: boolean;
  /** The caller's key for the run (a retry with the same key continues a run still going or done). */
  key?: string;
  /** Called with each outside call the engine made (system, method, path, status, duration). */
  onCall?: (call: OutsideCall) => void;
}

/** One request to an outside system, as a job records it. */
export interface OutsideCall {
  system: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  error?: string;
}

export interface GeneratorEngine {
  readonly name: string;
  /** Runs the steps one after another, calling onStep as each finishes; answers every step. */
  run(input: GeneratorEngineInput, onStep: (step: EngineStep) => Promise<void> | void, options?: EngineRunOptions): Promise<EngineStep[]>;
}

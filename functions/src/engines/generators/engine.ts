import type { BaseLayer, Generator, RunOutput } from '@workhub/domain';

/**
 * Generator engines (docs/base-spec.md "Generators"): a generator turns the base spec and a
 * project's latest base into drawn layers. The service's job handlers only know this interface;
 * the local engine (local.ts) is deterministic and built on what Firestore keeps.
 *
 * Pure: no Firestore here (the seed draws its finished runs with the same engine).
 */

/** What a project brings to a run. */
export interface GeneratorProject {
  id: string;
  /** `projects/{id}.base.latest`: module count, floor area (ft²) and per-layer counts. */
  latest: {
    modules: number;
    floorArea: number;
    counts: Record<string, { count?: number; length?: number; area?: number }>;
  };
  /**
   * The content of the project's newest committed 'base' in the version service (site: lot width
   * and depth in inches, lot type; defaults: module width in inches), when it has one.
   */
  base?: {
    site?: { lotWidth?: number; lotDepth?: number; lotType?: string };
    defaults?: { moduleWidth?: number; ceilingHeight?: number };
  };
}

export interface GeneratorEngineInput {
  generator: Generator;
  /** The base spec it draws against: its version, layers and draw order. */
  spec: { version: string; layers: Record<string, BaseLayer>; order: readonly string[] };
  project: GeneratorProject;
}

/** A log line as the engine emits it; the runner stamps its number and time. */
export interface EngineLogLine {
  level: number;
  message: string;
}

/** One finished step: its lines (info for the step, debug for details) and the layers it drew. */
export interface EngineStep {
  index: number;
  total: number;
  name: string;
  log: EngineLogLine[];
  layers: RunOutput[];
}

export interface EngineRunOptions {
  /** Stop after this many steps (a dry run up to a step). */
  maxSteps?: number;
  /** Take the generator's stepMs per step, as a real engine takes time (default true). */
  pace?: boolean;
}

export interface GeneratorEngine {
  readonly name: string;
  /** Every step of a run, computed from the inputs alone: the same inputs give the same steps. */
  plan(input: GeneratorEngineInput): EngineStep[];
  /** Runs the steps one after another (each taking stepMs), calling onStep as each finishes. */
  run(input: GeneratorEngineInput, onStep: (step: EngineStep) => Promise<void> | void, options?: EngineRunOptions): Promise<EngineStep[]>;
}

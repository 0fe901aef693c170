import { z } from 'zod';

/**
 * Bounds of what a generator run takes from a project (issue 23, item 7): every number that drives
 * the work (objects drawn, log lines written) has a ceiling, so one project document cannot make a
 * run loop without end. The ceilings are far above any modular building the company makes (its
 * largest projects have a few dozen modules), and a run is refused with the field named, before
 * anything is written, when the project's data is outside them (the data was written around the
 * services: the base commit keeps the same bounds).
 */
export const GENERATOR_INPUT_BOUNDS = {
  /** Modules of a project's latest base. */
  modules: { min: 1, max: 200 },
  /** Floor area of the latest base, ft². */
  floorArea: { min: 0, max: 200_000 },
  /** Per layer of the latest base: objects, total length (ft), total area (ft²). */
  layerCount: 5_000,
  layerLength: 100_000,
  layerArea: 1_000_000,
  /** Lot width and depth of the committed project base, inches (2,000 ft). */
  lotInches: 24_000,
  /** Module width of the committed project base, inches (6 to 20 ft). */
  moduleWidthInches: { min: 72, max: 240 },
} as const;

/** At most this many generator runs (generate or test) of one person are in progress at a time. */
export const GENERATOR_MAX_RUNS_PER_USER = 3;

const B = GENERATOR_INPUT_BOUNDS;
const bounded = (what: string, min: number, max: number) =>
  z
    .number({ message: `${what} must be a number` }) // a finite one: zod refuses NaN and ±Infinity
    .min(min, `${what} must be at least ${min.toLocaleString('en-US')}`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-US')}`);

/** `projects/{id}.base.latest` as a generator run reads it (only the numbers that drive the work are bounded). */
export const generatorLatestSchema = z.looseObject({
  modules: bounded('modules', B.modules.min, B.modules.max).int('modules must be a whole number').optional(),
  floorArea: bounded('floorArea', B.floorArea.min, B.floorArea.max).optional(),
  counts: z
    .record(
      z.string(),
      z.looseObject({
        count: bounded('count', 0, B.layerCount).optional(),
        length: bounded('length', 0, B.layerLength).optional(),
        area: bounded('area', 0, B.layerArea).optional(),
      }),
    )
    .optional(),
});

/** The committed project base's content as a generator run reads it (site and defaults). */
export const generatorBaseSchema = z.looseObject({
  site: z
    .looseObject({
      lotWidth: bounded('lotWidth (inches)', 1, B.lotInches).optional(),
      lotDepth: bounded('lotDepth (inches)', 1, B.lotInches).optional(),
    })
    .optional(),
  defaults: z
    .looseObject({ moduleWidth: bounded('moduleWidth (inches)', B.moduleWidthInches.min, B.moduleWidthInches.max).optional() })
    .optional(),
});

/** Field errors ('base.latest.modules' → 'modules must be at most 200') of a project's generator inputs; {} when within bounds. */
export function generatorInputProblems(latest: unknown, base: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (prefix: string, result: z.ZodSafeParseResult<unknown>) => {
    if (result.success) return;
    for (const issue of result.error.issues) {
      const key = [prefix, ...issue.path.map(String)].join('.');
      problems[key] ??= issue.message;
    }
  };
  add('base.latest', generatorLatestSchema.safeParse(latest));
  if (base !== undefined) add('base', generatorBaseSchema.safeParse(base));
  return problems;
}

/** The refusal of a run whose project is outside the bounds: the project and each field, with its bound. */
export function generatorInputRefusal(projectId: string, problems: Record<string, string>): string {
  const listed = Object.entries(problems)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return `${projectId}'s data is outside what a generator run takes (${listed}): correct the project's base first`;
}

import { type LogLine } from '@workhub/domain';
import { HttpError } from '../../../lib/http.js';
import { GeneratorServiceError } from '../../../engines/generators/http.js';
import { engineInputOf, generatorEngine } from './runner.js';
import { callerPlumeSettings, loadProjectForRun } from './store.js';
import { loadBaseSpec, newestBaseSpecVersion } from '../../../lib/base-spec.js';
import { conflict } from '../../../lib/errors.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * POST /invoke { generator, projectId, step? } → { layers, log }: a dry run of the generator on the
 * project (up to `step`), answered at once without the engine's pacing, the log filtered by the
 * caller's logLevel. Nothing is written. 404 unknown generator or project, 409 no latest base.
 */
export const postInvoke: BaseHandler<'invoke'> = async (input, req) => {
  const { baseSpec } = await loadProjectForRun(input.projectId);
  const version =
    (baseSpec
      ? await loadBaseSpec(baseSpec).then(
          () => baseSpec,
          () => undefined,
        )
      : undefined) ?? (await newestBaseSpecVersion());
  if (!version) throw conflict('There is no committed base spec');
  const engineInput = await engineInputOf(input.generator, input.projectId, version);
  const settings = await callerPlumeSettings(req);
  const at = new Date().toISOString();
  const log: LogLine[] = [];
  const steps = await generatorEngine()
    .run(engineInput, () => undefined, { maxSteps: input.step, dryRun: true })
    .catch((err: unknown) => {
      throw err instanceof GeneratorServiceError
        ? new HttpError(err.status, err.status === 503 ? 'unavailable' : 'upstream', err.message)
        : err;
    });
  for (const step of steps)
    for (const line of step.log)
      if (line.level <= settings.logLevel) log.push({ n: log.length, at, level: line.level, message: line.message });
  return { layers: steps.flatMap((s) => s.layers), log };
};

import { assetErrorMessage, LEGACY_ASSETS_JOB_KIND, legacyAssetJobSchema } from '@workhub/domain';
import { JobFailure, type JobContext, type JobHandlers, type JobOutcome } from '../../jobs/types.js';
import { blobStore } from '../../engines/storage/index.js';
import { putObject } from '../../lib/blob-store.js';
import { LegacyAssetServiceError, generateAssets, legacyAssetServiceConfigFromEnv } from '../../engines/legacy-assets/http.js';
import { projectFacts } from './store.js';

const FAILED = 'An unexpected error occurred';

/** The key of a generated file: legacy/{version}/{file} in app 'homehub', the project's folder. */
export const legacyFileKey = (version: string, file: string) => `legacy/${version}/${file}`;

/**
 * One version's asset generation: the generator makes the files, each stored through the blob
 * store (storage service metadata too); a refusal becomes the version's error with the spec's
 * message rule (assetErrorMessage), kept on the version's stage in legacyAssets/{projectId}.
 */
async function generate(ctx: JobContext): Promise<JobOutcome> {
  const job = legacyAssetJobSchema.parse(ctx.job.input);
  let project;
  try {
    project = await projectFacts(job.projectId);
  } catch {
    throw new JobFailure(assetErrorMessage({ statusText: 'Not Found' }));
  }
  let result: Awaited<ReturnType<typeof generateAssets>>;
  try {
    result = await generateAssets(legacyAssetServiceConfigFromEnv(), project, job);
  } catch (err) {
    // Not the service's answer to the job: its message names the service (down, slow, not configured).
    if (err instanceof LegacyAssetServiceError) throw new JobFailure(FAILED, err.message);
    throw err;
  }
  if ('refused' in result) throw new JobFailure(assetErrorMessage(result.refused), `HTTP ${result.refused.status}`);
  blobStore(); // chosen once per process before the first write
  const files: Record<string, string> = {};
  for (const [i, file] of result.files.entries()) {
    await ctx.progress(`generating ${file.kind} (${i + 1} of ${result.files.length})`);
    const key = legacyFileKey(job.version, file.file);
    await putObject({ app_name: 'homehub', project: job.projectId, key }, file.bytes, {
      type: file.contentType === 'application/json' ? 'json' : 'base64',
      contentType: file.contentType,
      isVersioned: false,
      user: ctx.job.createdBy,
    });
    files[file.kind] = key;
  }
  return { substatus: `${result.files.length} asset${result.files.length === 1 ? '' : 's'} generated`, stageFields: { files } };
}

export const homehubJobs: JobHandlers = { [LEGACY_ASSETS_JOB_KIND]: generate };
export const homehubFailureMessages: Record<string, string> = { [LEGACY_ASSETS_JOB_KIND]: FAILED };

import { z } from 'zod';
import { LEGACY_ASSET_KINDS, legacyAssetsStateSchema, type LegacyAssetJob, type LegacyAssetsState } from '@workhub/domain';
import { serviceClient } from './service-client';
import { cloudService } from './cloud-service';

const client = serviceClient('homehub');
const supportedAnswer = z.object({
  assets: z.array(z.object({ kind: z.string(), label: z.string(), contentType: z.string(), file: z.string() })),
  modelos: z.array(z.string()),
});
const startAnswer = z.object({ jobs: z.array(z.object({ projectId: z.string(), version: z.string(), jobId: z.string() })) });
const packageAnswer = z.object({
  package: z.object({ key: z.string(), versions: z.array(z.string()), files: z.number() }),
  state: legacyAssetsStateSchema,
});

export type SupportedAssets = z.infer<typeof supportedAnswer>;

/** Typed calls of the homehub service (legacy assets). */
export const homehubService = {
  legacyAssets: async (projectId: string): Promise<LegacyAssetsState> =>
    legacyAssetsStateSchema.parse(await client.get('/legacyAssets', { projectId })),
  supported: async (): Promise<SupportedAssets> => supportedAnswer.parse(await client.get('/legacyAssets/supported')),
  generate: async (jobs: LegacyAssetJob[]) => startAnswer.parse(await client.post('/legacyAssets', { jobs })).jobs,
  /** The design package of these versions, followed by the refresh the spec asks for (the answer holds the refreshed state). */
  designPackage: async (projectId: string, versions: string[]) =>
    packageAnswer.parse(await client.post('/legacyAssets/designPackage', { projectId, versions })),
  /**
   * A generated design asset's URL (a presigned read URL). With `suppressErrors`, a failure
   * answers undefined instead of throwing (a missing thumbnail is not worth a toast).
   */
  async designAssetUrl(projectId: string, key: string, options: { suppressErrors?: boolean } = {}): Promise<string | undefined> {
    try {
      return await cloudService.readUrl({ app_name: 'homehub', project: projectId, key });
    } catch (err) {
      if (options.suppressErrors) return undefined;
      throw err;
    }
  },
};

export const assetLabel = (kind: string) => LEGACY_ASSET_KINDS.find((k) => k.kind === kind)?.label ?? kind;

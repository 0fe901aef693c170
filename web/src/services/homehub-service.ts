import type { z } from 'zod';
import { LEGACY_ASSET_KINDS, homehubRoutes, type LegacyAssetJob, type LegacyAssetsState } from '@workhub/domain';
import { callRoute } from './service-client';
import { cloudService } from './cloud-service';

export type SupportedAssets = z.output<typeof homehubRoutes.supported.answer>;

/** Typed calls of the homehub service (legacy assets). */
export const homehubService = {
  legacyAssets: async (projectId: string): Promise<LegacyAssetsState> => callRoute(homehubRoutes.legacyAssets, { projectId }),
  supported: async (): Promise<SupportedAssets> => callRoute(homehubRoutes.supported, {}),
  generate: async (jobs: LegacyAssetJob[]) => (await callRoute(homehubRoutes.generate, { jobs })).jobs,
  /** The design package of these versions, followed by the refresh the spec asks for (the answer holds the refreshed state). */
  designPackage: async (projectId: string, versions: string[]) => callRoute(homehubRoutes.designPackage, { projectId, versions }),
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

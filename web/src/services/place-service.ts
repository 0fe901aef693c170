import { googleRoutes, zoneRoutes, type PlaceCandidate, type Zone } from '@workhub/domain';
import { callRoute } from './service-client';

export type { PlaceCandidate, Zone } from '@workhub/domain';

/** The google place lookup and the zone service (docs/projects-pipeline.md "live, google, zone"). */
export const placeService = {
  async places(query: string): Promise<PlaceCandidate[]> {
    return (await callRoute(googleRoutes.place, { query })).candidates;
  },
  /** The zone of a project (by its primary address) or of an address. */
  async zone(target: { projectId: string } | { address: string }): Promise<Zone> {
    return (await callRoute(zoneRoutes.lookup, target)).zone;
  },
  /** Stores the zoning of the project's address (its primary one, or `address`) as a zone report with notes. */
  async reportZone(projectId: string, report: { address?: string; notes?: string }): Promise<string> {
    return (await callRoute(zoneRoutes.report, { ...report, projectId })).reportId;
  },
};

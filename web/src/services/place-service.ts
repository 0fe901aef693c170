import { z } from 'zod';
import { placeCandidateSchema, zoneSchema, type PlaceCandidate, type Zone } from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const google = serviceClient('google');
const zone = serviceClient('zone');

const parsed = answerParser('place');

export type { PlaceCandidate, Zone } from '@workhub/domain';

const placeAnswerSchema = z.object({ candidates: z.array(placeCandidateSchema) });

const zoneAnswerSchema = z.object({ zone: zoneSchema });

/** The google place lookup and the zone service (docs/projects-pipeline.md "live, google, zone"). */
export const placeService = {
  async places(query: string): Promise<PlaceCandidate[]> {
    return parsed(placeAnswerSchema, await google.get<unknown>('/place', { query }), 'place answer').candidates;
  },
  /** The zone of a project (by its primary address) or of an address. */
  async zone(target: { projectId: string } | { address: string }): Promise<Zone> {
    return parsed(zoneAnswerSchema, await zone.get<unknown>('/lookup', target), 'zone answer').zone;
  },
  async reportZone(projectId: string, report: Record<string, unknown>): Promise<string> {
    const data = await zone.post<unknown>('/report', { ...report, projectId });
    return parsed(z.object({ reportId: z.string() }), data, 'zone report answer').reportId;
  },
};

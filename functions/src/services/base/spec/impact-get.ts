import {
  baseSpecContentSchema,
  baseSpecImpact,
  drawOrderOf,
  formatVersion,
  restyledFields,
  type BaseSpecContent,
  type ImpactProject,
} from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { loadCandidate, parsedContent } from '../../../lib/versioned-store.js';
import { isBaseSpecCandidate, newestBaseSpec } from './store.js';
import { conflict } from '../../../lib/errors.js';
import type { BaseHandler } from '../contract-handler.js';

/**
 * GET /base/spec/impact?candidateId: what the base-spec candidate changes against the newest
 * committed base spec (`base`): spec-wide the layers added, removed and restyled, and per project
 * whose latest base draws on a layer the change touches (baseSpecImpact) its added, removed and
 * restyled layers. 404 unknown candidate, 409 not a base-spec candidate (or not a base spec).
 */
export const getBaseSpecImpact: BaseHandler<'impact'> = async ({ candidateId }) => {
  const { candidate, chunks } = await loadCandidate(candidateId);
  if (!isBaseSpecCandidate(candidate)) throw conflict(`Candidate ${candidateId} is not a base-spec candidate`);
  const proposed = baseSpecContentSchema.safeParse(parsedContent(chunks, `content of candidate ${candidateId}`));
  if (!proposed.success) throw conflict(`Candidate ${candidateId} is not a base spec: ${proposed.error.issues[0]?.message ?? 'invalid'}`);
  const [newest, projectsSnap] = await Promise.all([
    newestBaseSpec(),
    firestore.collection('projects').select('clientName', 'base.latest.baseSpec', 'base.latest.counts').get(),
  ]);
  const current: Pick<BaseSpecContent, 'layers'> = newest?.spec ?? { layers: {} };
  const projects: ImpactProject[] = projectsSnap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<ImpactProject, 'id'>) }));
  const after = proposed.data.layers;
  return {
    candidateId,
    base: newest?.version ?? '',
    version: candidate.version ?? formatVersion(candidate),
    added: drawOrderOf(Object.keys(after).filter((l) => !(l in current.layers))),
    removed: drawOrderOf(Object.keys(current.layers).filter((l) => !(l in after))),
    restyled: drawOrderOf(
      Object.keys(after).filter((l) => {
        const before = current.layers[l];
        return before !== undefined && restyledFields(before, after[l]!).length > 0;
      }),
    ),
    projects: baseSpecImpact(current, proposed.data, projects),
  };
};

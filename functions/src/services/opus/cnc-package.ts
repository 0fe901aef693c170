import { assembliesOf } from '../../engines/exports.js';
import { readProject } from './store.js';
import type { OpusHandler } from './served.js';

/** The routing step the CNC router runs; a part routed through it belongs to the CNC package. */
export const CNC_ROUTING = 'cnc-router';

/**
 * GET /cncPackage?projectId: the class parts the CNC router cuts for this project, from the
 * finished manufacturing BOMs: { projectId, parts: [{ assembly, module, classPart, description,
 * qty, routing, minutes }] } in board order (empty before any mbom is done). 404 unknown project.
 */
export const cncPackage: OpusHandler<'cncPackage'> = async ({ projectId }) => {
  await readProject(projectId);
  const parts = (await assembliesOf(projectId)).flatMap((a) =>
    a.mbom.status === 'done'
      ? (a.mbom.lines ?? [])
          .filter((line) => line.routing?.includes(CNC_ROUTING))
          .map((line) => ({
            assembly: a.assembly,
            module: a.module,
            classPart: line.classPart,
            description: line.description ?? '',
            qty: line.qty,
            routing: line.routing ?? [],
            minutes: line.minutes ?? 0,
          }))
      : [],
  );
  return { projectId, parts };
};

import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedPlanOf } from '@workhub/domain';
// The server's seeding, imported here only: web code never imports collab-server.
import { applySeedPlan as serverApplySeedPlan } from '../../../collab-server/src/block-content';
import { seedDoc } from './live-block';

/** How collab-server seeds a room: the plan from the stored content, applied in one transaction. */
function serverSeeded(storedContent: unknown): Y.Doc {
  const doc = new Y.Doc();
  serverApplySeedPlan(doc, seedPlanOf(storedContent).plan, 'seed');
  return doc;
}

/** How the editor seeds a document the server left empty. */
function clientSeeded(storedContent: unknown): Y.Doc {
  const doc = new Y.Doc();
  seedDoc(doc, storedContent);
  return doc;
}

const walls = {
  objects: [
    {
      id: 'wall-n',
      name: 'North wall',
      type: 'rect',
      points: [0, 90, 120, 90, 120, 96, 0, 96],
      style: { stroke: '#212121', dash: [6, 3] },
    },
    { name: 'Partition', type: 'polyline', points: [60, 0, 60, 90] },
  ],
};

const contents: Array<[string, unknown]> = [
  [
    'a whole block',
    {
      name: 'kitchen-galley-10x8',
      width: 120,
      height: 96,
      layers: {
        'design/walls': walls,
        'design/rooms': { objects: [{ name: 'Kitchen', type: 'polygon', points: [6, 6, 114, 6, 60, 90] }] },
      },
    },
  ],
  [
    'the units the workspace chose (the document stays in inches)',
    { name: 'b', width: 1, height: 2, units: 'mm', layers: { 'design/walls': walls } },
  ],
  ['no units, no name, no size', { layers: { 'design/walls': walls } }],
  ['empty layers', { name: 'empty', width: 0, height: 0, layers: { 'design/walls': { objects: [] }, 'design/doors': { objects: [] } } }],
  ['no layers at all', { name: 'bare', width: 10, height: 10 }],
  [
    'objects and layers outside the contract',
    {
      name: 'odd',
      width: 5,
      height: 5,
      layers: {
        gas: {
          objects: [
            { name: 'run', type: 'spline', points: [] },
            { name: 'ok', type: 'polyline', points: [1, 1, 2, 2] },
          ],
        },
        broken: 7,
      },
    },
  ],
  ['nothing', undefined],
];

describe('server and client seed the same live document', () => {
  it.each(contents)('from %s', (_what, content) => {
    const server = serverSeeded(content);
    const client = clientSeeded(content);
    expect(client.toJSON()).toEqual(server.toJSON());
    // Key order too: Y.Map keeps insertion order, and both insert the plan's order.
    expect(JSON.stringify(client.toJSON())).toBe(JSON.stringify(server.toJSON()));
  });

  it('writes meta in inches and every object with an id', () => {
    const doc = serverSeeded(contents[2]![1]);
    expect(doc.getMap('meta').toJSON()).toEqual({ units: 'in', schemaVersion: 1 });
    expect((doc.getMap('layers').toJSON()['design/walls'] as Array<{ id: string }>).map((o) => o.id)).toEqual(['wall-n', 'design/walls:1']);
  });
});

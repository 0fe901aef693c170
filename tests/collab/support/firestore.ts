import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { BlockLayers } from '@workhub/domain';
import { testProjectId } from './auth-emulator.js';

/** The collab tests create their workspaces in the Firestore emulator; say so clearly when it is not there. */
export function firestoreEmulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run tests/collab under the Auth and Firestore emulators, e.g. ' +
        'bash scripts/focused-test.sh tests/collab/<file>.test.ts',
    );
  }
  return host;
}

export function testFirestore(): Firestore {
  firestoreEmulatorHost();
  const app =
    getApps().find((candidate) => candidate.name === 'collab-tests') ?? initializeApp({ projectId: testProjectId() }, 'collab-tests');
  return getFirestore(app);
}

export interface TestBlockContent {
  name: string;
  width: number;
  height: number;
  layers: BlockLayers;
}

/** A small block: two layers, one object without an id (the server assigns `${layer}:${index}`). */
export function sampleBlock(): TestBlockContent {
  return {
    name: 'roof-cassette',
    width: 96,
    height: 48,
    layers: {
      'design/walls': {
        objects: [
          { id: 'wall-north', name: 'North wall', type: 'rect', points: [0, 44, 96, 48], style: { stroke: '#333', strokeWidth: 1 } },
          { name: 'Partition', type: 'polyline', points: [48, 0, 48, 44] },
        ],
      },
      'design/openings': { objects: [{ id: 'door-1', name: 'Door', type: 'rect', points: [10, 0, 46, 4] }] },
    },
  };
}

/**
 * A block workspace as functions create it (`workspaces/{id}`) and, unless `content` is null,
 * its content entry (`workspaces/{id}/content/block`). Returns the new workspace id.
 */
export async function createWorkspace(options: {
  creator: string;
  editors?: string[];
  deleted?: boolean;
  content?: TestBlockContent | null;
}): Promise<string> {
  const db = testFirestore();
  const id = `ws-collab-${randomUUID()}`;
  const content = options.content === undefined ? sampleBlock() : options.content;
  await db.doc(`workspaces/${id}`).set({
    id,
    name: `base/blocks/${content?.name ?? 'empty'}`,
    workspaceName: content?.name ?? 'empty',
    creator: options.creator,
    deleted: options.deleted ?? false,
    workspaceType: 'block',
    major: 1,
    minor: 0,
    patch: 0,
    ...(options.editors ? { editors: options.editors } : {}),
  });
  if (content) {
    await db.doc(`workspaces/${id}/content/block`).set({ documentId: 'block', documentType: 'block', data: content });
  }
  return id;
}

/** `workspaces/{id}/content/block`.data, or undefined. */
export async function readBlockContent(id: string): Promise<TestBlockContent | undefined> {
  const snapshot = await testFirestore().doc(`workspaces/${id}/content/block`).get();
  return snapshot.get('data') as TestBlockContent | undefined;
}

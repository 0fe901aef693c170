import * as Y from 'yjs';
import {
  LIVE_LAYERS_KEY,
  LIVE_META_KEY,
  blockLayerSchema,
  blockLayersOf,
  liveDocumentMigration,
  type BlockLayers,
  type LiveDocumentMigration,
  type LiveLayers,
  type LiveSeedPlan,
} from '@workhub/domain';

/**
 * Between a block workspace's stored content (`workspaces/{id}/content/block`.data) and its live
 * Yjs document (domain/src/blocks/block-document.ts): seeding a new document from the plan both
 * the server and the editor use (domain seedPlanOf), and reading the layers back for the
 * write-back.
 */

/** Writes a seed plan into the document in one transaction (the editor's applier is the same). */
export function applySeedPlan(doc: Y.Doc, plan: LiveSeedPlan, origin: unknown): void {
  doc.transact(() => {
    const layers = doc.getMap<Y.Array<Y.Map<unknown>>>(LIVE_LAYERS_KEY);
    for (const layer of plan.layers) {
      const array = new Y.Array<Y.Map<unknown>>();
      array.push(layer.objects.map((object) => new Y.Map<unknown>(Object.entries(object))));
      layers.set(layer.name, array);
    }
    const meta = doc.getMap<unknown>(LIVE_META_KEY);
    for (const [key, value] of Object.entries(plan.meta)) meta.set(key, value);
  }, origin);
}

/**
 * The live layers as stored content (`data.layers`). Anything clients put in the document that
 * does not match the contract (a layer that is not an array of valid objects) is left out and
 * named in `skipped`, so the stored content stays valid.
 */
export function blockLayersFromDocument(doc: Y.Doc): { layers: BlockLayers; skipped: string[] } {
  const live: LiveLayers = {};
  const skipped: string[] = [];
  for (const [layerName, value] of Object.entries(doc.getMap(LIVE_LAYERS_KEY).toJSON())) {
    const parsed = blockLayerSchema.safeParse({ objects: value });
    if (parsed.success) live[layerName] = parsed.data.objects;
    else skipped.push(layerName);
  }
  return { layers: blockLayersOf(live), skipped };
}

/**
 * Brings a loaded live document to the current schema (domain liveDocumentMigration: the one
 * place the steps are): sets the meta entries it names in one transaction with `origin`. Answers
 * what was done; on 'refuse' the document is left untouched.
 */
export function migrateLiveDocument(doc: Y.Doc, origin: unknown): LiveDocumentMigration {
  const meta = doc.getMap<unknown>(LIVE_META_KEY);
  const migration = liveDocumentMigration(meta.toJSON(), meta.size > 0 || doc.getMap(LIVE_LAYERS_KEY).size > 0);
  if (migration.kind === 'migrate') {
    doc.transact(() => {
      for (const [key, value] of Object.entries(migration.set)) meta.set(key, value);
    }, origin);
  }
  return migration;
}

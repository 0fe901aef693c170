import {
  ERP_MAINTENANCE_BATCH,
  ERP_MIRROR_BATCH_WRITES,
  ERP_RESYNC_JOB_KIND,
  mirrorDocHolds,
  resyncProgress,
  resyncSummary,
  storedSchemaOf,
  type ErpItemRow,
} from '@workhub/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { firestore } from '../../lib/admin.js';
import { HttpError } from '../../lib/http.js';
import { JobFailure, type JobContext, type JobHandlers, type JobOutcome } from '../../jobs/types.js';
import { erp, viaErp } from './erp.js';
import { mirrorDoc, mirrorRef, readItemRows } from './items.js';

const FAILED = 'Could not resync the ERP items.';

/** What the resync job shows when it fails for a reason it did not name. */
export const erpFailureMessages: Record<string, string> = { [ERP_RESYNC_JOB_KIND]: FAILED };

type Write = { ref: DocumentReference; row?: ErpItemRow };

/** Commits sets (row) and deletes (no row) in batches of at most ERP_MIRROR_BATCH_WRITES, each set with mirroredAt. */
async function commit(writes: Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += ERP_MIRROR_BATCH_WRITES) {
    const batch = firestore.batch();
    const at = Date.now();
    for (const { ref, row } of writes.slice(i, i + ERP_MIRROR_BATCH_WRITES)) {
      if (row) batch.set(ref, mirrorDoc(row, at));
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

/** True when the mirror doc already holds exactly this row and its derived reorder_shortfall (older docs without it are rewritten). */
function same(existing: unknown, row: ErpItemRow): boolean {
  const parsed = storedSchemaOf('erpItems').safeParse(existing);
  return parsed.success && mirrorDocHolds(parsed.data, row);
}

/** The writes that bring these mirror docs to these rows: only docs that are missing or differ. */
async function writesFor(rows: ErpItemRow[]): Promise<Write[]> {
  if (rows.length === 0) return [];
  const refs = rows.map((r) => mirrorRef(r.item_code));
  const existing = await firestore.getAll(...refs);
  return rows.flatMap((row, i) => (same(existing[i]?.data(), row) ? [] : [{ ref: refs[i]!, row }]));
}

/**
 * The resync: every ERP item read in bulk pages of 2000 (4 ERP calls a page), the mirror docs that
 * are missing or differ written (batches of ≤ 500, with mirroredAt), then every mirror doc whose
 * item the ERP no longer has deleted. With `names`, only those items. Progress 'mirrored N of M'.
 */
async function resync(ctx: JobContext): Promise<JobOutcome> {
  const adapter = erp();
  const names = Array.isArray(ctx.job.input.names) ? ctx.job.input.names.map(String) : undefined;
  let items = 0;
  let written = 0;
  let deleted = 0;
  if (names) {
    const rows = await readItemRows(adapter, { names });
    const found = new Set(rows.map((r) => r.item_code));
    const writes: Write[] = [...(await writesFor(rows)), ...names.filter((n) => !found.has(n)).map((n) => ({ ref: mirrorRef(n) }))];
    await commit(writes);
    items = rows.length;
    written = writes.filter((w) => w.row).length;
    deleted = writes.length - written;
  } else {
    const total = await viaErp(() => adapter.count('Item'));
    await ctx.progress(resyncProgress(0, total));
    const seen = new Set<string>();
    for (let start = 0; ; start += ERP_MAINTENANCE_BATCH) {
      const rows = await readItemRows(adapter, { start, limit: ERP_MAINTENANCE_BATCH });
      for (const row of rows) seen.add(row.item_code);
      const writes = await writesFor(rows);
      await commit(writes);
      written += writes.length;
      items += rows.length;
      await ctx.progress(resyncProgress(items, Math.max(total, items)));
      if (rows.length < ERP_MAINTENANCE_BATCH) break;
    }
    const mirrored = await firestore.collection('erpItems').select().get();
    const gone = mirrored.docs.filter((d) => !seen.has(d.id)).map((d) => ({ ref: d.ref }));
    await commit(gone);
    deleted = gone.length;
  }
  const counts = { items, written, deleted };
  return { substatus: resyncSummary(counts), details: '', result: counts };
}

/** The erp service's job handlers, by kind (functions/src/jobs/worker.ts joins them). */
export const erpJobs: JobHandlers = {
  [ERP_RESYNC_JOB_KIND]: async (ctx) => {
    try {
      return await resync(ctx);
    } catch (error) {
      if (error instanceof HttpError) throw new JobFailure(FAILED, error.message);
      throw error;
    }
  },
};

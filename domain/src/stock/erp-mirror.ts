/**
 * Keeping the erpItems mirror current (docs/stock-erp.md "Keeping the mirror current"): the ERP's
 * webhook body, the resync job's input, target and progress words. The signature check itself is
 * in functions/src/lib/webhook-signature.ts (node:crypto).
 */
import { z } from 'zod';
import { erpNameSchema } from './erp-service.js';
import type { BackgroundJob, JobStatus } from '../projects/background-jobs.js';

/** The doctypes whose webhooks the mirror follows: an Item saved or deleted, a Bin (stock) saved. */
export const ERP_WEBHOOK_DOCTYPES = ['Item', 'Bin'] as const;
export type ErpWebhookDoctype = (typeof ERP_WEBHOOK_DOCTYPES)[number];

/** An item code that can also be a mirror document id (Firestore reserves ids like `__x__`). */
export const mirrorItemCodeSchema = erpNameSchema.refine((name) => !/^__.*__$/.test(name), 'Not a valid item code');

/** Webhook events (ERPNext doc events) that mean the document is gone: its mirror doc is deleted. */
export const ERP_DELETE_EVENTS = ['on_trash', 'after_delete'] as const;

/**
 * The webhook body (ERPNext's document, or a webhook JSON naming at least doctype and name).
 * Only `doctype`, `name`, `item_code` (Bin) and `event` are read; every other field is ignored
 * (the item is re-read from the ERP).
 */
export const erpWebhookBodySchema = z
  .looseObject({
    doctype: z.enum(ERP_WEBHOOK_DOCTYPES, { message: `doctype must be one of ${ERP_WEBHOOK_DOCTYPES.join(', ')}` }),
    name: erpNameSchema,
    item_code: mirrorItemCodeSchema.optional(),
    event: z.string().max(100).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.doctype === 'Item' && !mirrorItemCodeSchema.safeParse(body.name).success)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Not a valid item code' });
    if (body.doctype === 'Bin' && body.item_code === undefined)
      ctx.addIssue({ code: 'custom', path: ['item_code'], message: 'A Bin webhook must name its item_code' });
  });
export type ErpWebhookBody = z.infer<typeof erpWebhookBodySchema>;

/** At most this many items in a resync of named items. */
export const ERP_RESYNC_MAX_NAMES = 100;

/**
 * POST /erp/resync { all: true } (every item) or { names } (only these items; each must be in the
 * ERP or the mirror, else 404). One of the two, so an empty body starts nothing.
 */
export const erpResyncInputSchema = z
  .strictObject({
    all: z.literal(true).optional(),
    names: z
      .array(mirrorItemCodeSchema)
      .min(1)
      .max(ERP_RESYNC_MAX_NAMES)
      .refine((names) => new Set(names).size === names.length, 'An item may be named once')
      .optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.all === undefined) === (input.names === undefined))
      ctx.addIssue({ code: 'custom', path: ['all'], message: 'Give either all: true (every item) or names (some items)' });
  });
export type ErpResyncInput = z.infer<typeof erpResyncInputSchema>;

/** The resync job: its kind and the stage it reports into (a server-only document). */
export const ERP_RESYNC_JOB_KIND = 'erp.resync';
export const ERP_RESYNC_TARGET = { doc: 'config/erpMirror', field: 'resync' } as const;
/** Mirror writes per Firestore batch (Firestore's limit is 500). */
export const ERP_MIRROR_BATCH_WRITES = 500;

/** The resync job's substatus while it works and when it is done. */
export function resyncProgress(mirrored: number, total: number): string {
  return `mirrored ${mirrored} of ${total}`;
}
export function resyncSummary(counts: { items: number; written: number; deleted: number }): string {
  return `mirrored ${counts.items} items: ${counts.written} written, ${counts.deleted} deleted`;
}

/**
 * What a page shows for the resync job (backgroundJobs/{jobId}): its status, or 'stalled' when it
 * is queued or running and its lease ran out (its worker died; POST /erp/resync again retries it).
 */
export function resyncJobDisplayStatus(job: Pick<BackgroundJob, 'status' | 'leaseUntil'>, now: number): JobStatus | 'stalled' {
  if ((job.status === 'queued' || job.status === 'running') && Date.parse(job.leaseUntil) < now) return 'stalled';
  return job.status;
}

/**
 * Inputs of the ERP service (functions/src/services/erp, mounted at /erp; supporting spec §7 "ERP
 * calls"; docs/stock-erp.md "ERP service"). Query values arrive as text.
 */
import { z } from 'zod';
import { ERP_MAINTENANCE_BATCH, ERP_SEARCH_DOC_TYPES, ERP_SEARCH_LIMIT, EDITABLE_ITEM_FIELDS } from './columns.js';
import { erpItemRowSchema, type ErpItemField } from './item.js';
import { FIELD_OPTIONS_REQUESTS } from './search.js';
import { itemValueProblem } from './update-rules.js';

/** An ERP document name: non-empty, no slash, no control characters, at most 140 characters. */
export const erpNameSchema = z
  .string()
  .min(1)
  .max(140)
  .refine(
    (s) => !s.includes('/') && ![...s].some((c) => c.charCodeAt(0) < 32) && s.trim() === s && s !== '.' && s !== '..',
    'Not a valid ERP name',
  );

const intText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const FIELD_OPTION_DOC_TYPES = FIELD_OPTIONS_REQUESTS.map((r) => r.docType) as ['Item', 'Material Request'];

/** GET /erp/fields_options?docType&fields (fields comma-separated, each a Select field the table offers). */
export const erpFieldsOptionsQuerySchema = z
  .strictObject({ docType: z.enum(FIELD_OPTION_DOC_TYPES), fields: z.string().min(1).max(200) })
  .transform((q) => ({ docType: q.docType, fields: q.fields.split(',') }))
  .superRefine((q, ctx) => {
    const allowed: readonly string[] = FIELD_OPTIONS_REQUESTS.find((r) => r.docType === q.docType)?.fields ?? [];
    const bad = q.fields.filter((f) => !allowed.includes(f));
    if (bad.length > 0 || new Set(q.fields).size !== q.fields.length)
      ctx.addIssue({ code: 'custom', path: ['fields'], message: `Fields of ${q.docType} must be among ${allowed.join(', ')}, once each` });
  });
export type ErpFieldsOptionsQuery = z.infer<typeof erpFieldsOptionsQuerySchema>;

/** GET /erp/search?docType&limit (limit default and at most 5000). */
export const erpSearchQuerySchema = z.strictObject({
  docType: z.enum(ERP_SEARCH_DOC_TYPES),
  limit: intText(1, ERP_SEARCH_LIMIT).optional(),
});
export type ErpSearchQuery = z.infer<typeof erpSearchQuerySchema>;

/** GET /erp/document?docType=Item&name. */
export const erpDocumentQuerySchema = z.strictObject({ docType: z.literal('Item'), name: erpNameSchema });
export type ErpDocumentQuery = z.infer<typeof erpDocumentQuerySchema>;

/** One field of one item to put: the value must be one the table row allows for that field. */
export const erpDocumentPutEntrySchema = z
  .strictObject({
    docType: z.literal('Item'),
    name: erpNameSchema,
    field: z.enum(EDITABLE_ITEM_FIELDS as [ErpItemField, ...ErpItemField[]]),
    value: z.union([z.string().max(1000), z.number().finite(), z.null()]),
  })
  .superRefine((entry, ctx) => {
    const check = erpItemRowSchema.shape[entry.field].safeParse(entry.value);
    if (!check.success) ctx.addIssue({ code: 'custom', path: ['value'], message: `Not a valid value for ${entry.field}` });
    const problem = check.success ? itemValueProblem(entry.field, entry.value) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type ErpDocumentPutEntry = z.infer<typeof erpDocumentPutEntrySchema>;

/** PUT /erp/document { documents } (1 to 50 entries). */
export const erpDocumentPutSchema = z.strictObject({ documents: z.array(erpDocumentPutEntrySchema).min(1).max(50) });
export type ErpDocumentPut = z.infer<typeof erpDocumentPutSchema>;

/** GET /erp/items_maintenanceTool?limit&skip (limit default and at most 2000). */
export const erpMaintenanceQuerySchema = z.strictObject({
  limit: intText(1, ERP_MAINTENANCE_BATCH).optional(),
  skip: intText(0, 1_000_000).optional(),
});
export type ErpMaintenanceQuery = z.infer<typeof erpMaintenanceQuerySchema>;

/** A failed entry of a document put answer. */
export interface ErpPutFailure {
  docType: 'Item';
  name: string;
  field: string;
  message: string;
}

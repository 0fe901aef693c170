import {
  changedTemplateFields,
  EMAIL_TEMPLATE_HISTORY,
  emailTemplateSchema,
  emailTemplateVersionSchema,
  storedSchemaOf,
  templateText,
  type EmailTemplate,
  type EmailTemplateChange,
  type EmailTemplateText,
  type EmailTemplateVersion,
} from '@workhub/domain';
import type { Request } from 'express';
import type { DocumentReference } from 'firebase-admin/firestore';
import { firestore } from '../../lib/admin.js';
import { badRequest, notFound } from '../../lib/http.js';
import { conflict } from '../../lib/errors.js';

const TEMPLATES = 'emailTemplates';

export const templateRef = (id: string): DocumentReference => firestore.collection(TEMPLATES).doc(id);
export const historyOf = (id: string) => templateRef(id).collection(EMAIL_TEMPLATE_HISTORY);

/**
 * Changes a template's text in one transaction with its history entry: reads the template (404),
 * applies `next` to its current text, checks the result against the template schema (400 naming
 * the field), stamps it with the caller and the server's time, and writes the template and
 * `history/{n}` (n one above the newest) together. An unchanged text writes nothing.
 */
export async function changeTemplate(
  req: Request,
  id: string,
  next: (
    current: EmailTemplate,
  ) => Promise<Partial<EmailTemplateText> & { restoredFrom?: number }> | (Partial<EmailTemplateText> & { restoredFrom?: number }),
  badField: (field: string) => string,
): Promise<EmailTemplateChange> {
  const caller = req.caller!;
  const changedBy = caller.email ?? caller.uid;
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(templateRef(id));
    if (!snap.exists) throw notFound(`No email template ${id}`);
    const current = storedSchemaOf('emailTemplates').safeParse({ id: snap.id, ...snap.data() });
    if (!current.success) throw conflict(`Email template ${id} is not a valid template: fix its fields first`);
    const { restoredFrom, ...given } = await next(current.data);
    const text = { ...templateText(current.data), ...given };
    const fields = changedTemplateFields(current.data, text);
    if (fields.length === 0) return { template: current.data, version: null };

    const changedAt = new Date().toISOString();
    const updated = emailTemplateSchema.safeParse({ ...current.data, ...text, updatedBy: changedBy, updatedAt: changedAt });
    if (!updated.success) {
      const problems: Record<string, string> = {};
      for (const issue of updated.error.issues) problems[badField(String(issue.path[0] ?? ''))] ??= issue.message;
      throw badRequest(`The template would not be valid: ${Object.values(problems).join('; ')}`, problems);
    }

    const newest = await tx.get(historyOf(id).orderBy('version', 'desc').limit(1));
    const version = ((newest.docs[0]?.get('version') as number | undefined) ?? 0) + 1;
    const entry: EmailTemplateVersion = emailTemplateVersionSchema.parse({
      version,
      template: id,
      changedBy,
      changedAt,
      fields,
      previous: templateText(current.data),
      ...(current.data.updatedAt !== undefined ? { previousUpdatedAt: current.data.updatedAt } : {}),
      ...(current.data.updatedBy !== undefined ? { previousUpdatedBy: current.data.updatedBy } : {}),
      ...(restoredFrom !== undefined ? { restoredFrom } : {}),
    });
    const { id: _id, ...stored } = updated.data;
    tx.set(templateRef(id), stored);
    tx.create(historyOf(id).doc(String(version)), entry);
    return { template: updated.data, version };
  });
}

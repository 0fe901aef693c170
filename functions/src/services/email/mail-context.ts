import { projectMailVariables, storedSchemaOf, type EmailTemplate, type MailContext, type MailData } from '@workhub/domain';
import { adminAuth, firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import type { Caller } from '../../lib/require-user.js';
import { conflict } from '../../lib/errors.js';

/** emailTemplates/{name}; 404 when there is none, 500-free: a stored template that no longer fits the schema is a 409. */
export async function loadTemplate(name: string): Promise<EmailTemplate> {
  const snap = await firestore.collection('emailTemplates').doc(name).get();
  if (!snap.exists) throw notFound(`No email template ${name}`);
  const parsed = storedSchemaOf('emailTemplates').safeParse({ id: snap.id, ...snap.data() });
  if (!parsed.success) throw conflict(`Email template ${name} is not a valid template: fix its fields first`);
  return parsed.data;
}

/** The context a template is rendered in: the project's fields (404 for an unknown project), the sender, the data. */
export async function mailContext(
  caller: Caller | undefined,
  projectId: string | undefined,
  data: MailData | undefined,
): Promise<MailContext> {
  let project: MailContext['project'];
  if (projectId !== undefined) {
    const snap = await firestore.collection('projects').doc(projectId).get();
    if (!snap.exists) throw notFound(`No project ${projectId}`);
    project = projectMailVariables({ id: snap.id, ...snap.data() });
  }
  const sender = caller ? await senderOf(caller) : undefined;
  return { ...(project ? { project } : {}), ...(sender ? { sender } : {}), ...(data ? { data } : {}) };
}

/** The sender's name: the Auth user's display name (the email's local part when it has none). */
async function senderOf(caller: Caller): Promise<{ name?: string; email?: string }> {
  const user = await adminAuth.getUser(caller.uid).catch(() => undefined);
  const name = user?.displayName ?? caller.email?.split('@')[0];
  return { ...(name ? { name } : {}), ...(caller.email ? { email: caller.email } : {}) };
}

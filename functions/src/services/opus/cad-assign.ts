import { onshapeDocumentOf, parseOnshapeUrl, sameOnshapeElement, type OnshapeLink } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { badRequest } from '../../lib/http.js';
import { actingUser, assertMayChange, assertSamePart, loadClassPartWorkspace, onshapeHosts, saveContent } from './class-part-store.js';
import { workspaceCallerOf } from '../../lib/caller.js';
import type { OpusHandler } from './served.js';

/*
 * /cadAssign (core spec section 7): the Onshape documents of a class-part workspace.
 * GET ?workspaceId; POST and DELETE { workspaceId, onshapeUrl, classPartId?, name?, user? }.
 * A link must be `https://{host}/documents/{did}/w|v/{wid|vid}/e/{eid}` on a configured Onshape
 * host (ONSHAPE_HOSTS, else cad.onshape.com and the configured Onshape's link host); anything else
 * is a 400 on `onshapeUrl`. POST adds the document, or replaces the entry of the same document
 * element (did + eid); DELETE removes that element's entry (404 when the workspace has none).
 * Every answer is { workspaceId, onshapeDocuments }.
 */

function linkOf(onshapeUrl: string): OnshapeLink {
  const link = parseOnshapeUrl(onshapeUrl, onshapeHosts());
  if (!link) {
    throw badRequest('Not an Onshape document link', {
      onshapeUrl: `Must be https://${onshapeHosts()[0]}/documents/{document}/w/{workspace}/e/{element} (or /v/{version}/)`,
    });
  }
  return link;
}

export const getCadAssign: OpusHandler<'cadAssign'> = async (input) => {
  const loaded = await loadClassPartWorkspace(input.workspaceId);
  return { workspaceId: input.workspaceId, onshapeDocuments: loaded.content.onshapeDocuments };
};

export const postCadAssign: OpusHandler<'cadAssignPost'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  const by = actingUser(input.user, caller);
  const link = linkOf(input.onshapeUrl);
  const onshapeDocuments = await firestore.runTransaction(async (tx) => {
    const loaded = await loadClassPartWorkspace(input.workspaceId, tx);
    assertMayChange(loaded, caller);
    assertSamePart(loaded, input.classPartId);
    const entry = onshapeDocumentOf(link, input.name ?? `${loaded.content.system} / ${loaded.content.name}`);
    const others = loaded.content.onshapeDocuments.filter((d) => !sameOnshapeElement(d, entry));
    if (others.length >= 50) throw badRequest('A class part holds at most 50 CAD documents', { onshapeUrl: 'Too many CAD documents' });
    const documents = [...others, entry];
    saveContent(tx, loaded, { ...loaded.content, onshapeDocuments: documents, modifiedBy: by }, new Date().toISOString());
    return documents;
  });
  return { workspaceId: input.workspaceId, onshapeDocuments };
};

export const deleteCadAssign: OpusHandler<'cadAssignDelete'> = async (input, req) => {
  const caller = workspaceCallerOf(req);
  const by = actingUser(input.user, caller);
  const link = linkOf(input.onshapeUrl);
  const onshapeDocuments = await firestore.runTransaction(async (tx) => {
    const loaded = await loadClassPartWorkspace(input.workspaceId, tx);
    assertMayChange(loaded, caller);
    assertSamePart(loaded, input.classPartId);
    const documents = loaded.content.onshapeDocuments.filter((d) => !sameOnshapeElement(d, link));
    if (documents.length === loaded.content.onshapeDocuments.length) {
      throw badRequest(`Workspace ${input.workspaceId} has no CAD document for that link`, {
        onshapeUrl: 'Not assigned to this workspace',
      });
    }
    saveContent(tx, loaded, { ...loaded.content, onshapeDocuments: documents, modifiedBy: by }, new Date().toISOString());
    return documents;
  });
  return { workspaceId: input.workspaceId, onshapeDocuments };
};

import { useState, type FormEvent } from 'react';
import {
  ALLOWED_CONTENT_TYPES,
  baseFileName,
  datatypeBundleKey,
  GLOBAL_PROJECT,
  type AllowedContentType,
  type StorageObjectDoc,
} from '@workhub/domain';
import { cloudService } from '../../services/cloud-service';
import { SHARED_APP, storageService } from '../../services/storage-service';
import { useAuthStore } from '../../stores/auth-store';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Why the signed-in user may not delete a stored file, or null when they may: the storage and cloud
 * services' rule (functions/src/lib/blob-store.ts assertMayDelete): a workspace admin deletes any
 * file; anyone else only a file they stored, and never one of the shared (global) folder. The
 * server still decides.
 */
export function deleteRefusal(
  file: Pick<StorageObjectDoc, 'project' | 'createdBy'>,
  who: { email: string | null; isWorkspaceAdmin: boolean },
) {
  if (who.isWorkspaceAdmin) return null;
  if (file.project === GLOBAL_PROJECT) return 'Files of the shared (global) folder are deleted by workspace admins only';
  if (!who.email || file.createdBy !== who.email) return `Stored by ${file.createdBy}: only they or a workspace admin may delete it`;
  return null;
}

/** The file name a download is saved as: the key's last part. */
const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1) || key;

/**
 * A stored file's actions on /software/revs: Download (its bytes through GET /cloud/upload) and
 * Delete after a confirmation — an uploaded binary (type base64) through DELETE /cloud/upload, a
 * JSON or text file (datatype bundle files) through DELETE /storage. Delete is disabled with the
 * reason for someone the services would refuse.
 */
export function StoredFileActions({ file }: { file: StorageObjectDoc }) {
  const email = useAuthStore((s) => s.email);
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const [state, setState] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [error, setError] = useState<string | null>(null);
  const refusal = deleteRefusal(file, { email, isWorkspaceAdmin });
  const ref = { app_name: file.app_name, project: file.project, key: file.key };

  async function downloadFile() {
    setError(null);
    try {
      const blob = await cloudService.get(ref);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(file.key);
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      setError(`Could not download ${file.key}: ${messageOf(err)}`);
    }
  }

  async function deleteFile() {
    setState('busy');
    setError(null);
    try {
      if (file.type === 'base64') await cloudService.delete(ref);
      else await storageService.delete(ref);
      // The live list drops the row when the service has removed its record.
    } catch (err) {
      setError(`Could not delete ${file.key}: ${messageOf(err)}`);
    }
    setState('idle');
  }

  return (
    <span className="sw-file-actions">
      <button type="button" onClick={() => void downloadFile()} aria-label={`Download ${file.key}`}>
        Download
      </button>{' '}
      {state === 'confirm' ? (
        <>
          <button type="button" className="danger" onClick={() => void deleteFile()} aria-label={`Delete ${file.key} for good`}>
            Delete{file.isVersioned ? ' every version' : ''}
          </button>{' '}
          <button type="button" onClick={() => setState('idle')}>
            Keep
          </button>
        </>
      ) : (
        <button
          type="button"
          disabled={refusal !== null || state === 'busy'}
          title={refusal ?? undefined}
          aria-description={refusal ?? undefined}
          aria-label={`Delete ${file.key}`}
          onClick={() => setState('confirm')}
        >
          {state === 'busy' ? 'Deleting…' : 'Delete'}
        </button>
      )}
      {error && (
        <span className="form-error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </span>
  );
}

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`);

/** Reads a file as base64 (the data: URL's payload). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

const isAllowedType = (type: string): type is AllowedContentType => (ALLOWED_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The two forms of /software/revs that store into the shared folder (app 'workhub', project
 * 'global'; supporting spec §7): a datatype bundle file at {datatype}/{filename}.json (POST /storage,
 * type json) and a base file (an image or other binary, the global_data/ prefix removed; POST
 * /storage, type base64). Any staff member may store (the service has no role check); replacing or
 * deleting a shared file afterwards is for workspace admins.
 */
export function StoreFiles() {
  const [datatype, setDatatype] = useState('');
  const [filename, setFilename] = useState('');
  const [json, setJson] = useState('');
  const [bundleNote, setBundleNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [baseName, setBaseName] = useState('');
  const [baseFile, setBaseFile] = useState<File | null>(null);
  const [baseNote, setBaseNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function storeBundle(e: FormEvent) {
    e.preventDefault();
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch (err) {
      setBundleNote({ ok: false, text: `Not JSON: ${messageOf(err)}` });
      return;
    }
    let key: string;
    try {
      key = datatypeBundleKey(datatype.trim(), filename.trim());
    } catch (err) {
      setBundleNote({ ok: false, text: messageOf(err) });
      return;
    }
    setBusy(true);
    try {
      const { object } = await storageService.postBundle(datatype.trim(), filename.trim(), data);
      setBundleNote({ ok: true, text: `Stored ${object.key} (${sizeText(object.bytes)}).` });
    } catch (err) {
      setBundleNote({ ok: false, text: `Could not store ${key}: ${messageOf(err)}` });
    }
    setBusy(false);
  }

  async function storeBase(e: FormEvent) {
    e.preventDefault();
    if (!baseFile) return;
    const type = baseFile.type || 'application/octet-stream';
    if (!isAllowedType(type)) {
      setBaseNote({ ok: false, text: `${type} is not stored (allowed: ${ALLOWED_CONTENT_TYPES.join(', ')}).` });
      return;
    }
    const name = baseFileName(baseName.trim() || baseFile.name);
    setBusy(true);
    try {
      const { object } = await storageService.postBaseFile(name, await base64Of(baseFile), type);
      setBaseNote({ ok: true, text: `Stored ${object.key} (${sizeText(object.bytes)}, ${object.contentType}).` });
    } catch (err) {
      setBaseNote({ ok: false, text: `Could not store ${name}: ${messageOf(err)}` });
    }
    setBusy(false);
  }

  return (
    <section className="sw-store" aria-label="Store a file">
      <h2>Store a file</h2>
      <p className="hint">
        Into the shared folder (app {SHARED_APP}, project {GLOBAL_PROJECT}). Storing again under the same key replaces the file; only
        workspace admins delete shared files.
      </p>
      <form onSubmit={(e) => void storeBundle(e)} aria-label="Store a datatype file">
        <h3>Datatype file</h3>
        <label>
          Datatype <input value={datatype} onChange={(e) => setDatatype(e.target.value)} placeholder="walls" required />
        </label>{' '}
        <label>
          File name <input value={filename} onChange={(e) => setFilename(e.target.value)} placeholder="exterior-2x6.json" required />
        </label>
        <label className="sw-json">
          JSON
          <textarea value={json} onChange={(e) => setJson(e.target.value)} rows={4} required />
        </label>
        <button type="submit" className="primary" disabled={busy || !datatype.trim() || !filename.trim() || !json.trim()}>
          Store datatype file
        </button>
        {bundleNote && (
          <p className={bundleNote.ok ? 'hint' : 'form-error'} role="status">
            {bundleNote.text}
          </p>
        )}
      </form>
      <form onSubmit={(e) => void storeBase(e)} aria-label="Store a base file">
        <h3>Base file</h3>
        <label>
          File <input type="file" onChange={(e) => setBaseFile(e.target.files?.[0] ?? null)} />
        </label>{' '}
        <label>
          Name{' '}
          <input value={baseName} onChange={(e) => setBaseName(e.target.value)} placeholder="images/logo.png (default: the file's name)" />
        </label>{' '}
        <button type="submit" className="primary" disabled={busy || !baseFile}>
          Store base file
        </button>
        {baseNote && (
          <p className={baseNote.ok ? 'hint' : 'form-error'} role="status">
            {baseNote.text}
          </p>
        )}
      </form>
    </section>
  );
}

import { useMemo } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { filesByDatatype, formatUtc, storageObjectDocSchema } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useLiveQuery } from '../../lib/live-read';
import { StoreFiles, StoredFileActions } from './stored-files';
import './software.css';

const FILE_LIMIT = 2000;

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`);
const when = (iso: string) => `${formatUtc(iso)} UTC`;

/**
 * /software/revs: file_datatypes (the datatypes of the stored files: the first folder of each key)
 * and file_list (the files of each datatype with their latest revision), live from the storage
 * metadata (`storageObjects`, written by the storage and cloud services, read with the same schema);
 * above them the forms that store a datatype file or a base file, and beside each file Download
 * and Delete (stored-files.tsx).
 */
export function Component() {
  const db = useFirestore();
  const filesQuery = useMemo(() => query(collection(db, 'storageObjects'), limit(FILE_LIMIT)), [db]);
  const files = useLiveQuery(filesQuery, storageObjectDocSchema, { store: 'software-revs', what: 'the stored files', idField: 'id' });
  const groups = useMemo(() => filesByDatatype(files.data), [files.data]);
  return (
    <main className="page software-page">
      <Breadcrumbs />
      <h1>Revisions</h1>
      <p className="hint">
        The stored files by datatype (file_datatypes: the first folder of the key, as in {'{datatype}/{filename}.json'}) and the files of
        each (file_list) with their latest revision, live from the storage service's records.
      </p>
      <StoreFiles />
      {files.status === 'loading' && <p className="hint">Loading the stored files…</p>}
      {files.status === 'error' && <p className="form-error">Could not read the stored files: {files.error?.message}</p>}
      {files.status === 'success' && groups.length === 0 && <p className="hint">No file is stored yet.</p>}
      {files.invalid.length > 0 && (
        <p className="form-error">
          {files.invalid.length === 1 ? 'One storage record does' : `${files.invalid.length} storage records do`} not fit the storage schema
          and {files.invalid.length === 1 ? 'is' : 'are'} left out.
        </p>
      )}
      {groups.length > 0 && (
        <p className="hint" data-testid="revs-summary">
          {files.data.length} files in {groups.length} datatypes.
        </p>
      )}
      {groups.length > 0 && (
        <>
          <h2>Datatypes</h2>
          <ul className="sw-toc" aria-label="Datatypes">
            {groups.map((g) => (
              <li key={g.datatype}>
                <a href={`#type-${g.datatype}`}>
                  {g.datatype} ({g.files.length})
                </a>
              </li>
            ))}
          </ul>
          {groups.map((g) => (
            <div key={g.datatype} id={`type-${g.datatype}`}>
              <h2>{g.datatype}</h2>
              <table className="sw-table" aria-label={`Files of ${g.datatype}`}>
                <thead>
                  <tr>
                    <th>Key</th>
                    <th>Revision</th>
                    <th>App</th>
                    <th>Project</th>
                    <th>Content</th>
                    <th className="num">Size</th>
                    <th>First stored</th>
                    <th>Last stored</th>
                    <th>By</th>
                    <th>Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {g.files.map((f) => (
                    <tr key={f.id}>
                      <td>
                        <code>{f.key}</code>
                      </td>
                      <td>{f.isVersioned ? `v${f.version}` : 'not versioned'}</td>
                      <td>{f.app_name}</td>
                      <td>{f.project}</td>
                      <td>
                        {f.contentType} <span className="hint">({f.type})</span>
                      </td>
                      <td className="num">{sizeOf(f.bytes)}</td>
                      <td>{when(f.created)}</td>
                      <td>{f.updated ? when(f.updated) : '—'}</td>
                      <td>{f.createdBy}</td>
                      <td>
                        <StoredFileActions file={f} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </>
      )}
    </main>
  );
}

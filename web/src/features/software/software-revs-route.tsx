import { useMemo } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { filesByDatatype, storedFileSchema } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useLiveQuery } from '../../lib/live-read';
import './software.css';

const FILE_LIMIT = 2000;

/**
 * /software/revs: file_datatypes (the datatypes of the stored files) and file_list (the files of
 * each datatype with their revisions), live from the storage metadata (`storageObjects`, written by
 * the storage and cloud services).
 */
export function Component() {
  const db = useFirestore();
  const filesQuery = useMemo(() => query(collection(db, 'storageObjects'), limit(FILE_LIMIT)), [db]);
  const files = useLiveQuery(filesQuery, storedFileSchema, { store: 'software-revs', what: 'the stored files', idField: 'id' });
  const groups = useMemo(() => filesByDatatype(files.data), [files.data]);
  return (
    <main className="page software-page">
      <Breadcrumbs />
      <h1>Revisions</h1>
      <p className="hint">
        The stored files by datatype (file_datatypes) and the files of each (file_list), live from the storage service's records.
      </p>
      {files.status === 'loading' && <p className="hint">Loading the stored files…</p>}
      {files.status === 'error' && <p className="form-error">Could not read the stored files: {files.error?.message}</p>}
      {files.status === 'success' && groups.length === 0 && <p className="hint">No file is stored yet.</p>}
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
                    <th>Version</th>
                    <th>App</th>
                    <th>Project</th>
                    <th className="num">Size</th>
                    <th>Stored</th>
                    <th>By</th>
                  </tr>
                </thead>
                <tbody>
                  {g.files.map((f) => (
                    <tr key={f.id}>
                      <td>
                        <code>{f.key}</code>
                      </td>
                      <td>{f.isVersioned ? (f.version ?? '—') : 'not versioned'}</td>
                      <td>{f.app_name ?? ''}</td>
                      <td>{f.project ?? ''}</td>
                      <td className="num">{typeof f.bytes === 'number' ? `${(f.bytes / 1024).toFixed(1)} KiB` : ''}</td>
                      <td>{f.created ? new Date(f.created).toLocaleString() : ''}</td>
                      <td>{f.createdBy ?? ''}</td>
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

import { useCallback, useEffect, useState } from 'react';
import { formatUtc, GLOBAL_PROJECT, materialsByCategory, type Material, type MaterialsLibrary } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { storageService, SHARED_APP } from '../../services/storage-service';
import { cloudService } from '../../services/cloud-service';
import { useStoreErrors } from '../../stores/store-errors';
import './materials.css';

const STORE = 'materials';
type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; data: T };

/**
 * A preview image through a presigned URL of the shared folder: the URL, undefined while it is
 * asked for, or null when it cannot be had (no toast: the preview says so itself).
 */
function useSignedUrl(key: string | undefined): string | null | undefined {
  const [url, setUrl] = useState<string | null>();
  useEffect(() => {
    let live = true;
    setUrl(undefined);
    if (key)
      cloudService
        .readUrl({ app_name: SHARED_APP, project: GLOBAL_PROJECT, key })
        .then((u) => live && setUrl(u))
        .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [key]);
  return url;
}

function MaterialCard({ material }: { material: Material }) {
  const texture = useSignedUrl(material.textures[0]);
  return (
    <article className="material-card" data-testid="material" aria-label={material.name}>
      <div className="material-swatch" style={{ background: material.colour }} title={material.colour}>
        {texture && <img src={texture} alt={`${material.name} texture`} />}
      </div>
      <div className="body">
        <div className="name">{material.name}</div>
        <dl>
          <dt>Colour</dt>
          <dd>{material.colour}</dd>
          <dt>Roughness</dt>
          <dd>{material.roughness.toFixed(2)}</dd>
          <dt>Metalness</dt>
          <dd>{material.metalness.toFixed(2)}</dd>
          <dt>Textures</dt>
          <dd>{material.textures.length ? material.textures.map((t) => t.slice(t.lastIndexOf('/') + 1)).join(', ') : 'none'}</dd>
        </dl>
      </div>
    </article>
  );
}

function TextureCard({ name, storageKey }: { name: string; storageKey: string }) {
  const url = useSignedUrl(storageKey);
  const [broken, setBroken] = useState(false);
  return (
    <figure className="texture-card" data-testid="environment-texture">
      {url && !broken ? (
        <img src={url} alt={`${name} preview`} onError={() => setBroken(true)} />
      ) : (
        <div className="texture-placeholder">{url === undefined ? 'Loading preview…' : 'No preview available'}</div>
      )}
      <figcaption className="body">{name.replace(/\.[a-z]+$/i, '')}</figcaption>
    </figure>
  );
}

/** /materials: the materials library (materials/library.json in the shared storage folder) and the environment textures, with previews. */
export function Component() {
  const [library, setLibrary] = useState<Load<MaterialsLibrary>>({ status: 'loading' });
  const [textures, setTextures] = useState<Load<Array<{ name: string; key: string }>>>({ status: 'loading' });

  const load = useCallback(() => {
    const fail = (set: (l: { status: 'error'; message: string }) => void) => (err: unknown) => {
      const stored = useStoreErrors.getState().report(STORE, err);
      set({ status: 'error', message: stored.message });
    };
    setLibrary({ status: 'loading' });
    setTextures({ status: 'loading' });
    storageService.materialsLibrary().then((data) => setLibrary({ status: 'success', data }), fail(setLibrary));
    storageService.environmentTextures().then((data) => setTextures({ status: 'success', data }), fail(setTextures));
  }, []);
  useEffect(load, [load]);

  return (
    <main className="page materials-page">
      <Breadcrumbs />
      <div className="summary">
        <h1>Materials library</h1>
        <button type="button" onClick={load}>
          Reload
        </button>
      </div>
      {library.status === 'loading' && <p className="state">Loading the materials library…</p>}
      {library.status === 'error' && <p className="state error">Could not load the materials library: {library.message}</p>}
      {library.status === 'success' && (
        <>
          <p className="hint">
            {library.data.materials.length} materials · library version {library.data.version} · updated{' '}
            {formatUtc(library.data.updated) || library.data.updated} UTC
          </p>
          {library.data.materials.length === 0 && <p className="state">The library has no materials yet.</p>}
          {materialsByCategory(library.data.materials).map(({ category, materials }) => (
            <section key={category} aria-label={category} data-testid="material-category">
              <h2>
                {category} <span className="hint">({materials.length})</span>
              </h2>
              <div className="material-grid">
                {materials.map((m) => (
                  <MaterialCard key={m.id} material={m} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <h2>Environment textures</h2>
      {textures.status === 'loading' && <p className="state">Loading the environment textures…</p>}
      {textures.status === 'error' && <p className="state error">Could not list the environment textures: {textures.message}</p>}
      {textures.status === 'success' && textures.data.length === 0 && (
        <p className="state">No environment textures are stored under environments/.</p>
      )}
      {textures.status === 'success' && (
        <div className="texture-grid">
          {textures.data.map((t) => (
            <TextureCard key={t.key} name={t.name} storageKey={t.key} />
          ))}
        </div>
      )}
    </main>
  );
}

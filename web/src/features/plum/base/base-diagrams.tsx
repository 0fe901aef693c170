import { useState } from 'react';
import { ErrorNote, useAsync } from '../../../components/kit';
import { diagramsService } from '../../../services/diagrams-service';

/**
 * The base-spec page's diagrams (Diagrams service GET /generators and POST /invoke; issue 27
 * item 1): the diagrams the service draws, and the chosen one drawn for the version shown. The SVG
 * is shown as an image (its own document: nothing in it runs in the page) and can be downloaded.
 */
export function BaseDiagrams({ version }: { version: string }) {
  const generators = useAsync(() => diagramsService.generators(), 'diagram generators');
  const [chosen, setChosen] = useState<string | null>(null);
  const generator = chosen ?? generators.data?.[0]?.id ?? null;
  const diagram = useAsync(() => diagramsService.invoke(generator!, version), generator ? `${generator}@${version}` : null);
  const source = diagram.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(diagram.data.svg)}` : null;
  return (
    <section className="bs-section" id="diagrams" aria-label="Diagrams" data-testid="base-diagrams">
      <h2>Diagrams</h2>
      {generators.status === 'error' && <ErrorNote>Could not read the diagrams: {generators.error.message}</ErrorNote>}
      {generators.data && generators.data.length === 0 && <p className="bs-empty">The Diagrams service draws no diagram.</p>}
      {generators.data && generators.data.length > 0 && (
        <div className="bs-diagram-choice" role="tablist" aria-label="Diagram">
          {generators.data.map((g) => (
            <button
              key={g.id}
              type="button"
              role="tab"
              aria-selected={g.id === generator}
              title={g.description}
              data-generator={g.id}
              onClick={() => setChosen(g.id)}
            >
              {g.name}
            </button>
          ))}
        </div>
      )}
      {generator && (
        <div role="tabpanel" data-testid="base-diagram" data-status={diagram.status} data-generator={generator}>
          <p className="bs-hint">{generators.data?.find((g) => g.id === generator)?.description}</p>
          {diagram.status === 'loading' && <p className="page-loading">Drawing…</p>}
          {diagram.status === 'error' && (
            <ErrorNote>
              Could not draw the diagram of {version}: {diagram.error.message}
            </ErrorNote>
          )}
          {diagram.status === 'success' && source && (
            <figure className="bs-diagram">
              <img src={source} alt={diagram.data.title} />
              <figcaption>
                {diagram.data.title} ·{' '}
                <a href={source} download={`${generator}-${version}.svg`}>
                  Download SVG
                </a>
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}

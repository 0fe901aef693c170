import { type SpaceContent } from '@workhub/domain';
import { SpaceDrawing } from './space-drawing';
import { layerObjectCount, valueText } from './space-patch';
import { LinkButton } from '../../components/kit';

/* The content panel of a space: its layers, metadata and warnings, as the filter chooses. */

/** Which parts of the content are shown (the `filter` of the panel layout). */
export type SpaceSection = 'all' | 'layers' | 'metadata' | 'warnings';
export const SPACE_SECTIONS: readonly SpaceSection[] = ['all', 'layers', 'metadata', 'warnings'];

export function SpaceContentView({
  content,
  show,
  focusedLayer,
  onFocusLayer,
}: {
  content: SpaceContent;
  show: (s: SpaceSection) => boolean;
  focusedLayer?: string;
  onFocusLayer?: (layer: string | null) => void;
}) {
  const layers = Object.entries(content.layers).sort(([a], [b]) => a.localeCompare(b));
  const metadata = Object.entries(content.metadata).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="space-content">
      {show('layers') && (
        <div className="space-block" data-testid="space-layers">
          <h2>Layers ({layers.length})</h2>
          <SpaceDrawing layers={content.layers} focusedLayer={focusedLayer} />
          {layers.length === 0 ? (
            <p className="hint">No layers.</p>
          ) : (
            <table className="spaces-table">
              <thead>
                <tr>
                  <th>Layer</th>
                  <th className="num">Objects</th>
                </tr>
              </thead>
              <tbody>
                {layers.map(([name, layer]) => (
                  <tr key={name} className={name === focusedLayer ? 'space-current' : ''} data-testid="space-layer">
                    <td>
                      {onFocusLayer ? (
                        <LinkButton aria-pressed={name === focusedLayer} onClick={() => onFocusLayer(name === focusedLayer ? null : name)}>
                          {name}
                        </LinkButton>
                      ) : (
                        name
                      )}
                    </td>
                    <td className="num">{layerObjectCount(layer)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {focusedLayer && content.layers[focusedLayer] !== undefined && (
            <div className="space-focus" data-testid="space-focused-layer">
              <h3>Layer {focusedLayer}</h3>
              <pre className="space-json">{JSON.stringify(content.layers[focusedLayer], null, 2)}</pre>
            </div>
          )}
        </div>
      )}
      {show('metadata') && (
        <div className="space-block" data-testid="space-metadata">
          <h2>Metadata</h2>
          {metadata.length === 0 ? (
            <p className="hint">No metadata.</p>
          ) : (
            <dl className="space-facts">
              {metadata.map(([key, value]) => (
                <div key={key} className="space-fact">
                  <dt>{key}</dt>
                  <dd>{valueText(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      {show('warnings') && (
        <div className="space-block" data-testid="space-warnings">
          <h2>Warnings ({content.warnings.length})</h2>
          {content.warnings.length === 0 ? (
            <p className="hint">No warnings.</p>
          ) : (
            <ul className="space-warnings">
              {content.warnings.map((w, i) => (
                <li key={i}>{valueText(w)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

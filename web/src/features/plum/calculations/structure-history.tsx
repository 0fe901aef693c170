import { structureSummary, type StructureDoc, type StructureResult, formatUtc } from '@workhub/domain';

/* The history of a structure: its calculated versions and the packages each made. */

const when = (iso: string) => formatUtc(iso);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** The calculated versions and the packages of a structure, newest first. */
export function StructureHistory({ structure }: { structure: StructureDoc | null }) {
  const versions = [...(structure?.versions ?? [])].reverse();
  const packages = [...(structure?.packages ?? [])].reverse();
  return (
    <>
      <section className="calc-section" aria-label="Versions">
        <h3>Versions</h3>
        {versions.length === 0 ? (
          <p className="hint">No calculated version yet.</p>
        ) : (
          <table className="calc-table" data-testid="structure-versions">
            <thead>
              <tr>
                <th>Version</th>
                <th>Calculated</th>
                <th>By</th>
                <th>Lot</th>
                <th>Result</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => {
                const result = v.result as Partial<StructureResult>;
                return (
                  <tr key={v.version}>
                    <td>{v.version}</td>
                    <td>{when(v.createdAt)}</td>
                    <td>{v.createdBy}</td>
                    <td>
                      {v.inputParams.lotType}, {v.inputParams.dimensions.map((d) => `${d.valueFt}`).join(' × ')} ft
                    </td>
                    <td>
                      {structureSummary(result)}
                      {result.seismicS1Source === 'override' && <span className="hint"> · S1 {result.seismicS1} (override)</span>}
                      {result.xbracingSource === 'override' && <span className="hint"> · bracing overridden</span>}
                      {(result.warnings ?? []).length > 0 && <div className="form-error">{result.warnings!.join('; ')}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <section className="calc-section" aria-label="Packages">
        <h3>Packages</h3>
        {packages.length === 0 ? (
          <p className="hint">No package yet: each calculated version makes one.</p>
        ) : (
          <table className="calc-table" data-testid="structure-packages">
            <thead>
              <tr>
                <th>Package</th>
                <th>Version</th>
                <th>Assets</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td>{p.version}</td>
                  <td>
                    <ul className="calc-assets">
                      {p.assets.map((a) => (
                        <li key={a.name}>
                          {a.name}{' '}
                          <span className="hint">
                            ({a.kind}, {kb(a.bytes)})
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

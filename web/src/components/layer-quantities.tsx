/** What was drawn on one layer: how many, how long and how large (a key may be missing: '—'). */
export type LayerQuantity = Partial<Record<'count' | 'length' | 'area', number>>;

/** The layers of a quantities record in the order the tables show them: by name. */
export const layerRows = <Q extends LayerQuantity>(quantities: Record<string, Q>): [string, Q][] =>
  Object.entries(quantities).sort(([a], [b]) => a.localeCompare(b));

/**
 * A table of quantities per layer (count, length in ft, area in sq ft), a row a layer by name: the
 * counts of a project's latest base and the summary of a generator run. `format` writes a number.
 */
export function LayerQuantitiesTable({
  quantities,
  format,
  className,
  testId,
  caption,
}: {
  quantities: Record<string, LayerQuantity>;
  format: (n: number) => string;
  className: string;
  testId: string;
  caption?: string;
}) {
  const cell = (n: number | undefined) => (n === undefined ? '—' : format(n));
  return (
    <table className={className} data-testid={testId}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th>Layer</th>
          <th className="num">Count</th>
          <th className="num">Length (ft)</th>
          <th className="num">Area (sq ft)</th>
        </tr>
      </thead>
      <tbody>
        {layerRows(quantities).map(([layer, q]) => (
          <tr key={layer}>
            <td>{layer}</td>
            <td className="num">{cell(q.count)}</td>
            <td className="num">{cell(q.length)}</td>
            <td className="num">{cell(q.area)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

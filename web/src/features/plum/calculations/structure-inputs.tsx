import {
  DIMENSION_TYPES,
  LOT_TYPES,
  PARCEL_LINE_LABELS,
  type DimensionType,
  type ParcelLineLabel,
  type StructureInputParams,
} from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';

/* The inputs of a structure calculation: lot type, dimensions, overrides and parcel lines, with their problems. */

const XBRACING_CHOICES = [
  { value: '', label: 'As calculated' },
  { value: 'true', label: 'Always brace' },
  { value: 'false', label: 'Never brace' },
] as const;

export function setDimension(
  dimensions: StructureInputParams['dimensions'],
  type: DimensionType,
  valueFt: number,
): StructureInputParams['dimensions'] {
  return dimensions.some((d) => d.type === type)
    ? dimensions.map((d) => (d.type === type ? { ...d, valueFt } : d))
    : [...dimensions, { type, valueFt }];
}

/** The inputs section: each change goes through `edit` (a draft until Calculate stores it). */
export function StructureInputs({
  inputs,
  edit,
  problems,
}: {
  inputs: StructureInputParams;
  edit: (change: (current: StructureInputParams) => StructureInputParams) => void;
  problems: readonly string[];
}) {
  return (
    <section className="calc-section" aria-label="Inputs">
      <h3>Inputs</h3>
      <div className="calc-grid">
        <label>
          Lot type
          <select
            aria-label="Lot type"
            value={inputs.lotType}
            onChange={(e) => edit((c) => ({ ...c, lotType: e.target.value as StructureInputParams['lotType'] }))}
          >
            {LOT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        {DIMENSION_TYPES.map((type) => (
          <label key={type}>
            {type === 'width' ? 'Width (ft)' : 'Depth (ft)'}
            <CommitInput
              aria-label={type === 'width' ? 'Width (ft)' : 'Depth (ft)'}
              type="number"
              value={inputs.dimensions.find((d) => d.type === type)?.valueFt ?? 0}
              onCommit={(v) => edit((c) => ({ ...c, dimensions: setDimension(c.dimensions, type, v) }))}
            />
          </label>
        ))}
        <label>
          Wind speed (mph)
          <CommitInput
            aria-label="Wind speed (mph)"
            type="number"
            value={inputs.windSpeedMph}
            onCommit={(v) => edit((c) => ({ ...c, windSpeedMph: v }))}
          />
        </label>
        <label>
          Snow load (psf)
          <CommitInput
            aria-label="Snow load (psf)"
            type="number"
            value={inputs.snowLoadPsf}
            onCommit={(v) => edit((c) => ({ ...c, snowLoadPsf: v }))}
          />
        </label>
        <label>
          Seismic S1 (g)
          <CommitInput
            aria-label="Seismic S1 (g)"
            type="number"
            step="0.01"
            value={inputs.seismicS1}
            onCommit={(v) => edit((c) => ({ ...c, seismicS1: v }))}
          />
        </label>
      </div>

      <h3>Overrides</h3>
      <div className="calc-row">
        <label>
          <input
            type="checkbox"
            style={{ width: 'auto' }}
            checked={inputs.overrideSeismicS1 !== undefined}
            onChange={(e) =>
              edit((c) => {
                const next = { ...c };
                if (e.target.checked) next.overrideSeismicS1 = c.seismicS1;
                else delete next.overrideSeismicS1;
                return next;
              })
            }
          />
          &nbsp;Override seismic S1
        </label>
        {inputs.overrideSeismicS1 !== undefined && (
          <CommitInput
            aria-label="Override seismic S1 (g)"
            type="number"
            step="0.01"
            style={{ width: 90 }}
            value={inputs.overrideSeismicS1}
            onCommit={(v) => edit((c) => ({ ...c, overrideSeismicS1: v }))}
          />
        )}
        <label>
          X-bracing&nbsp;
          <select
            aria-label="Override x-bracing"
            value={inputs.overrideXbracing === undefined ? '' : String(inputs.overrideXbracing)}
            onChange={(e) =>
              edit((c) => {
                const next = { ...c };
                if (e.target.value === '') delete next.overrideXbracing;
                else next.overrideXbracing = e.target.value === 'true';
                return next;
              })
            }
          >
            {XBRACING_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <h3>Parcel lines</h3>
      <table className="calc-table" aria-label="Parcel lines">
        <thead>
          <tr>
            <th>Label</th>
            <th className="num">Length (ft)</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {inputs.parcelLines.map((line, i) => (
            <tr key={i}>
              <td>
                <select
                  aria-label={`Parcel line ${i + 1} label`}
                  value={line.label}
                  onChange={(e) =>
                    edit((c) => ({
                      ...c,
                      parcelLines: c.parcelLines.map((l, k) => (k === i ? { ...l, label: e.target.value as ParcelLineLabel } : l)),
                    }))
                  }
                >
                  {PARCEL_LINE_LABELS.map((label) => (
                    <option key={label} value={label}>
                      {label}
                    </option>
                  ))}
                </select>
              </td>
              <td className="num">
                <CommitInput
                  aria-label={`Parcel line ${i + 1} length (ft)`}
                  type="number"
                  value={line.lengthFt}
                  onCommit={(v) => edit((c) => ({ ...c, parcelLines: c.parcelLines.map((l, k) => (k === i ? { ...l, lengthFt: v } : l)) }))}
                />
              </td>
              <td>
                <button
                  type="button"
                  aria-label={`Remove parcel line ${i + 1}`}
                  onClick={() => edit((c) => ({ ...c, parcelLines: c.parcelLines.filter((_, k) => k !== i) }))}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() =>
          edit((c) => ({
            ...c,
            parcelLines: [...c.parcelLines, { label: 'side', lengthFt: c.parcelLines[c.parcelLines.length - 1]?.lengthFt ?? 50 }],
          }))
        }
      >
        Add parcel line
      </button>
      {problems.length > 0 && (
        <ul className="calc-problems" role="alert" aria-label="Input problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { compareVersionTexts, costChanges, costsDocSchema, previousCostsVersion, type CostsDoc, formatUtc } from '@workhub/domain';
import { useLiveQuery, type LiveStatus } from '../../../lib/live-read';
import { calculationService, type ProjectPrice } from '../../../services/calculation-service';
import './calculations.css';
import { ErrorNote } from '../../../components/kit';
import { UpdatePrices } from './update-prices';

/** The owning store's name: failures of the costs pane show in its error toast. */
export const COSTS_STORE = 'costs';

const money = (value: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(value);
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);
const trend = (value: number | null) => (value === null || value === 0 ? undefined : value > 0 ? 'calc-up' : 'calc-down');

export interface PriceState {
  status: 'idle' | 'loading' | 'success' | 'error';
  price?: ProjectPrice;
  error?: string;
}

export interface CostsViewProps {
  /** Every costs document (the live `costs` collection). */
  costs: CostsDoc[];
  status: LiveStatus;
  error: Error | null;
  /** The version shown; the newest when absent. */
  version?: string;
  onVersion?: (version: string) => void;
  projectId?: string;
  price?: PriceState;
  /** After a price update (the project's price is read again). */
  onPricesUpdated?: () => void;
}

/**
 * The costs pane's content: the cost per sq ft of every system in a build-spec version beside the
 * version before it, with the change (money and %), and a project's price with that version.
 */
export function CostsView({ costs, status, error, version, onVersion, projectId, price, onPricesUpdated }: CostsViewProps) {
  const versions = useMemo(
    () =>
      costs
        .map((c) => c.version)
        .sort(compareVersionTexts)
        .reverse(),
    [costs],
  );
  const shown = version ?? versions[0];
  const current = costs.find((c) => c.version === shown);
  const previousVersion = shown ? previousCostsVersion(shown, versions) : undefined;
  const previous = costs.find((c) => c.version === previousVersion);

  if (status === 'loading' && costs.length === 0) return <p className="hint">Loading the costs…</p>;
  if (status === 'error' && costs.length === 0) return <ErrorNote>Could not read the costs: {error?.message ?? 'unknown error'}</ErrorNote>;
  if (versions.length === 0) return <p className="hint">No build-spec version has costs yet.</p>;

  const changes = current ? costChanges(current, previous) : [];
  return (
    <div className="calc-pane" data-testid="costs-pane">
      <div className="calc-row">
        <h2>Costs</h2>
        <label>
          Build-spec version&nbsp;
          <select aria-label="Costs version" value={shown} onChange={(e) => onVersion?.(e.target.value)}>
            {versions.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
            {shown && !versions.includes(shown) && <option value={shown}>{shown} (no costs)</option>}
          </select>
        </label>
      </div>
      {!current ? (
        <p className="hint">Version {shown} has no costs.</p>
      ) : (
        <section className="calc-section" aria-label="Costs per system">
          <h3>
            Cost per sq ft, {current.version}
            {previousVersion ? ` compared with ${previousVersion}` : ' (the first version with costs)'}
          </h3>
          <table className="calc-table" data-testid="costs-table">
            <thead>
              <tr>
                <th>System</th>
                {previous && <th className="num">{previous.version}</th>}
                <th className="num">{current.version}</th>
                {previous && <th className="num">Change</th>}
                {previous && <th className="num">%</th>}
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.system} data-system={c.system}>
                  <td>{c.system}</td>
                  {previous && (
                    <td className="num">{c.previousCostPerSqFt === null ? 'new' : money(c.previousCostPerSqFt, current.currency)}</td>
                  )}
                  <td className="num">{c.costPerSqFt === null ? 'removed' : money(c.costPerSqFt, current.currency)}</td>
                  {previous && (
                    <td className={`num ${trend(c.change) ?? ''}`}>
                      {c.change === null ? '—' : signed(c.change, money(c.change, current.currency))}
                    </td>
                  )}
                  {previous && (
                    <td className={`num ${trend(c.changePercent) ?? ''}`}>
                      {c.changePercent === null ? '—' : signed(c.changePercent, `${c.changePercent.toFixed(1)}%`)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hint">
            Updated {current.updated ? formatUtc(current.updated) : 'never'}
            {current.updatedBy ? ` by ${current.updatedBy}` : ''}
            {current.laborRatePerHour ? ` · labour ${money(current.laborRatePerHour, current.currency)}/h` : ''}
          </p>
        </section>
      )}
      {shown && <UpdatePrices key={shown} version={shown} versions={versions} hasOwn={!!current} onUpdated={onPricesUpdated} />}
      {projectId && <PriceSection projectId={projectId} price={price} />}
    </div>
  );
}

function PriceSection({ projectId, price }: { projectId: string; price?: PriceState }) {
  const p = price?.price;
  return (
    <section className="calc-section" aria-label="Project price">
      <h3>Price of {projectId}</h3>
      {(!price || price.status === 'loading' || price.status === 'idle') && <p className="hint">Pricing {projectId}…</p>}
      {price?.status === 'error' && (
        <ErrorNote>
          Could not price {projectId}: {price.error}
        </ErrorNote>
      )}
      {price?.status === 'success' && p && (
        <table className="calc-table" data-testid="price-table">
          <thead>
            <tr>
              <th>System</th>
              <th className="num">Area (sq ft)</th>
              <th className="num">Cost / sq ft</th>
              <th className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {p.lines.map((l) => (
              <tr key={l.system}>
                <td>{l.system}</td>
                <td className="num">{l.areaSqFt.toLocaleString('en-US')}</td>
                <td className="num">{money(l.costPerSqFt, p.currency)}</td>
                <td className="num">{money(l.total, p.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3}>Total with {p.version}</td>
              <td className="num" data-testid="price-total">
                {money(p.total, p.currency)}
              </td>
            </tr>
            {p.previous && (
              <tr>
                <td colSpan={3} className="hint">
                  With {p.previous.version}: {money(p.previous.total, p.currency)}
                </td>
                <td className={`num ${trend(p.total - p.previous.total) ?? ''}`}>
                  {signed(p.total - p.previous.total, money(p.total - p.previous.total, p.currency))}
                </td>
              </tr>
            )}
          </tfoot>
        </table>
      )}
    </section>
  );
}

export interface CostsPaneProps {
  /** The build-spec version whose costs are shown (compared with the one before); the newest when absent. */
  version?: string;
  /** A project to price with that version (GET /base/calculate). */
  projectId?: string;
}

/** The plume `costs` pane: the live `costs` collection, and a project's price when given one. */
export function CostsPane({ version, projectId }: CostsPaneProps) {
  const db = useFirestore();
  const costsQuery = useMemo(() => collection(db, 'costs'), [db]);
  const live = useLiveQuery(costsQuery, costsDocSchema, { store: COSTS_STORE, what: 'the costs' });
  const [chosen, setChosen] = useState<string | undefined>(version);
  useEffect(() => setChosen(version), [version]);
  const [price, setPrice] = useState<PriceState>({ status: 'idle' });
  const [priceRound, setPriceRound] = useState(0);
  const priceVersion = chosen;
  useEffect(() => {
    if (!projectId) return;
    let cancelled = false;
    setPrice({ status: 'loading' });
    calculationService
      .price(projectId, priceVersion)
      .then((p) => !cancelled && setPrice({ status: 'success', price: p }))
      .catch((err: unknown) => !cancelled && setPrice({ status: 'error', error: err instanceof Error ? err.message : String(err) }));
    return () => {
      cancelled = true;
    };
  }, [projectId, priceVersion, priceRound]);
  return (
    <CostsView
      costs={live.data}
      status={live.status}
      error={live.error}
      version={chosen}
      onVersion={setChosen}
      projectId={projectId}
      price={projectId ? price : undefined}
      onPricesUpdated={() => setPriceRound((r) => r + 1)}
    />
  );
}

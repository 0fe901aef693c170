import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { isShortage, type PickListDoc, type PickStatus } from '@workhub/domain';
import { ErrorNote } from '../../components/kit';
import { paths } from '../../lib/paths';
import { pickService } from '../../services/pick-service';
import { reconcilePicks, shownPicked, toggledPick, type PendingPick } from './optimistic-picks';

export const STATUS_LABELS: Record<PickStatus, string> = { open: 'Open', picking: 'Picking', picked: 'Picked' };

/**
 * One list's lines. A tick shows at once and is reconciled with the live list once the pick service
 * answers; a refused pick rolls back with the service's message. Ticking picks the whole quantity,
 * unticking keeps the partial pick the line had before, and the quantity field sets any amount.
 */
export function ListLines({ list }: { list: PickListDoc }) {
  const [error, setError] = useState<string | null>(null);
  const [requested, setRequested] = useState<ReadonlyMap<number, PendingPick>>(new Map());
  // The partial quantity a line had when it was ticked here, put back by an untick.
  const [partials, setPartials] = useState<ReadonlyMap<number, number>>(new Map());
  const pending = reconcilePicks(requested, list.updatedAt);
  const closed = list.status === 'picked';

  function update(line: number, pick: PendingPick | null) {
    setRequested((now) => {
      const next = new Map(reconcilePicks(now, list.updatedAt));
      if (pick) next.set(line, pick);
      else next.delete(line);
      return next;
    });
  }
  // One pick of the list at a time: quick ticks on several lines would otherwise contend for the
  // list's document in the service's transactions. Each tick still shows at once.
  const queue = useRef<Promise<void>>(Promise.resolve());
  function pick(line: number, picked: number) {
    setError(null);
    update(line, { picked });
    const send = async () => {
      try {
        const answer = await pickService.pick({ id: list.id, line, picked });
        update(line, { picked, confirmedAt: answer.list.updatedAt });
      } catch (err) {
        update(line, null);
        setError(`Could not pick line ${line + 1} (${list.lines[line]?.item_code}): ${(err as Error).message}`);
      }
    };
    queue.current = queue.current.then(send);
  }
  function toggle(line: number, qty: number, shown: number) {
    const picked = toggledPick({ qty }, shown, partials.get(line));
    setPartials((now) => {
      const next = new Map(now);
      if (shown > 0 && shown < qty) next.set(line, shown);
      else if (picked < qty) next.delete(line);
      return next;
    });
    pick(line, picked);
  }
  function enterQuantity(line: number, qty: number, shown: number, text: string) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > qty) {
      setError(`Enter a picked quantity from 0 to ${qty} for line ${line + 1}.`);
      return false;
    }
    if (value === shown) return true;
    setPartials((now) => {
      const next = new Map(now);
      next.delete(line);
      return next;
    });
    pick(line, value);
    return true;
  }

  return (
    <section className="pick-detail" aria-label={`Picking list ${list.id}`}>
      <h2>
        {list.id} <span className={`pick-status pick-${list.status}`}>{STATUS_LABELS[list.status]}</span>
      </h2>
      <dl className="facts">
        <dt>Project</dt>
        <dd>{list.projectId}</dd>
        <dt>Warehouse</dt>
        <dd>{list.warehouse}</dd>
        <dt>Requests</dt>
        <dd>{list.materialRequests.join(', ') || '—'}</dd>
        <dt>Assemblies</dt>
        <dd>{list.assemblies.join(', ')}</dd>
      </dl>
      {error && <ErrorNote>{error}</ErrorNote>}
      {closed && <p className="hint">Every line is picked: the list is closed.</p>}
      <table className="pick-table" aria-label="Lines">
        <thead>
          <tr>
            <th>Picked</th>
            <th>Item</th>
            <th className="num">Qty</th>
            <th className="num">Stock</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {list.lines.map((l, i) => {
            const shown = shownPicked(l, i, pending);
            const done = shown >= l.qty;
            const busy = pending.has(i) && pending.get(i)?.confirmedAt === undefined;
            const commit = (input: HTMLInputElement) => {
              if (!enterQuantity(i, l.qty, shown, input.value)) input.value = String(shown);
            };
            const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
              if (e.key === 'Enter') commit(e.currentTarget);
            };
            return (
              <tr key={l.item_code} className={done ? 'done' : undefined} data-testid={`line-${l.item_code}`} aria-busy={busy}>
                <td className="pick-cell">
                  <input
                    type="checkbox"
                    aria-label={`Picked ${l.item_code}`}
                    checked={done}
                    disabled={closed || busy}
                    onChange={() => toggle(i, l.qty, shown)}
                  />
                  {!closed && (
                    <input
                      key={shown}
                      className="pick-qty"
                      type="number"
                      min={0}
                      max={l.qty}
                      step="any"
                      defaultValue={shown}
                      disabled={busy}
                      aria-label={`Picked quantity of ${l.item_code}`}
                      onBlur={(e) => commit(e.currentTarget)}
                      onKeyDown={onKey}
                    />
                  )}
                </td>
                <td>
                  <Link to={paths.item(l.item_code)}>{l.item_code}</Link>
                  <div className="hint">{l.item_name}</div>
                </td>
                <td className="num" data-testid={`qty-${l.item_code}`}>
                  {shown > 0 && !done ? `${shown} of ` : ''}
                  {l.qty} {l.uom}
                </td>
                <td className={`num${isShortage(l) ? ' pick-short' : ''}`}>
                  {l.stock_qty}
                  {isShortage(l) && <span className="pick-short-badge">short {l.qty - l.stock_qty}</span>}
                  {l.held_in && (
                    <div className="hint" data-testid={`held-${l.item_code}`}>
                      {l.held_qty} held in {l.held_in}
                    </div>
                  )}
                </td>
                <td className="hint" data-testid={`by-${l.item_code}`}>
                  {shown > 0 ? (l.pickedBy ?? '') : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

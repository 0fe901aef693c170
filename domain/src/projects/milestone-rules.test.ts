import { describe, expect, it } from 'vitest';
import { MILESTONE_GROUPS, MILESTONES, MILESTONE_NAMES } from './milestones.js';
import {
  deleteMilestoneBlocker,
  dependentsOf,
  MILESTONE_TIMELINE_GROUPS,
  milestoneTimeline,
  phaseOfMilestones,
  phasesOfMilestones,
  salesStartOf,
  setMilestoneBlocker,
} from './milestone-rules.js';

const d = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const milestoneGroupOf = (name: string) => MILESTONE_TIMELINE_GROUPS.find((g) => (g.milestones as readonly string[]).includes(name));
/** Milestones not yet set that setMilestoneBlocker lets the project set now, in catalogue order. */
const settableMilestones = (set: Record<string, string>) =>
  MILESTONES.filter((m) => !Object.hasOwn(set, m.name) && setMilestoneBlocker(m.name, set) === undefined).map((m) => m.name);

describe('milestone rules', () => {
  it('refuses a milestone whose prerequisites are not set, with the reason', () => {
    expect(setMilestoneBlocker('productionStarted', {})).toBe('productionStarted needs productionPayment');
    expect(setMilestoneBlocker('installStarted', { siteworkComplete: d(1) })).toBe('installStarted needs productionComplete');
    expect(setMilestoneBlocker('installStarted', {})).toBe('installStarted needs siteworkComplete and productionComplete');
    expect(setMilestoneBlocker('productionStarted', { productionPayment: d(1) })).toBeUndefined();
    expect(setMilestoneBlocker('permittingPayment', {})).toBeUndefined();
  });

  it('refuses a date before a prerequisite or after a set dependent', () => {
    expect(setMilestoneBlocker('productionStarted', { productionPayment: d(10) }, d(5))).toBe(
      'productionStarted cannot be before productionPayment (2026-01-10)',
    );
    expect(setMilestoneBlocker('productionStarted', { productionPayment: d(10) }, d(10))).toBeUndefined();
    expect(setMilestoneBlocker('productionPayment', { permittingStarted: d(1), productionStarted: d(8) }, d(9))).toBe(
      'productionPayment cannot be after productionStarted (2026-01-08)',
    );
  });

  it('refuses deleting a milestone a set milestone needs', () => {
    const set = {
      permittingStarted: d(1),
      productionPayment: d(2),
      productionStarted: d(3),
      siteworkComplete: d(4),
      productionComplete: d(5),
      installStarted: d(6),
    };
    expect(deleteMilestoneBlocker('siteworkComplete', set)).toBe('installStarted is set and needs it');
    expect(deleteMilestoneBlocker('productionStarted', set)).toBe('siteworkComplete and productionComplete are set and need it');
    expect(deleteMilestoneBlocker('installStarted', set)).toBeUndefined();
    expect(dependentsOf('installComplete')).toEqual(['balancePayment', 'serviceStarted']);
  });

  it('lists the settable milestones', () => {
    expect(settableMilestones({})).toEqual(['permittingPayment', 'permittingStarted']);
    const produced = { permittingPayment: d(1), permittingStarted: d(1), productionPayment: d(2), productionStarted: d(3) };
    expect(settableMilestones(produced)).toEqual(['siteworkComplete', 'productionComplete']);
    const all = Object.fromEntries(MILESTONE_NAMES.map((n, i) => [n, d(i + 1)]));
    expect(settableMilestones(all)).toEqual([]);
  });

  it('derives the phase from the set milestones', () => {
    expect(phaseOfMilestones({})).toBe('sales');
    expect(phaseOfMilestones({ permittingPayment: d(1) })).toBe('sales');
    expect(phaseOfMilestones({ permittingPayment: d(1), permittingStarted: d(2) })).toBe('permitting');
    expect(phaseOfMilestones({ permittingStarted: d(2), productionPayment: d(3), productionStarted: d(4) })).toBe('production');
    expect(phaseOfMilestones(Object.fromEntries(MILESTONE_NAMES.map((n) => [n, d(1)])))).toBe('service');
  });

  it('derives the phases with their starts and ends', () => {
    expect(phasesOfMilestones({}, d(1))).toEqual({ sales: { start: d(1) } });
    expect(phasesOfMilestones({ permittingStarted: d(5), productionPayment: d(6), productionStarted: d(9) }, d(1))).toEqual({
      sales: { start: d(1), end: d(5) },
      permitting: { start: d(5), end: d(9) },
      production: { start: d(9) },
    });
    expect(salesStartOf({ sales: { start: d(1) } }, { permittingStarted: d(0) }, d(30))).toBe(d(1));
    expect(salesStartOf(undefined, { permittingStarted: d(3) }, d(30))).toBe(d(3));
    expect(salesStartOf(undefined, {}, d(30))).toBe(d(30));
  });

  it('maps every milestone to exactly one timeline group, keeping the groups and rows', () => {
    expect(MILESTONE_TIMELINE_GROUPS.map((g) => [g.name, g.row])).toEqual(MILESTONE_GROUPS.map((g) => [g.name, g.row]));
    const mapped = MILESTONE_TIMELINE_GROUPS.flatMap((g) => g.milestones);
    expect([...mapped].sort()).toEqual([...MILESTONE_NAMES].sort());
    expect(milestoneGroupOf('productionPayment')).toMatchObject({ name: 'Payment', row: 5 });
    expect(milestoneGroupOf('siteworkComplete')).toMatchObject({ name: 'Sitework', row: 4 });
  });

  it('walking the catalogue in order, every milestone can be set in turn', () => {
    const set: Record<string, string> = {};
    for (const [i, m] of MILESTONES.entries()) {
      expect(setMilestoneBlocker(m.name, set, d(i + 1))).toBeUndefined();
      set[m.name] = d(i + 1);
    }
    expect(phaseOfMilestones(set)).toBe('service');
  });
});

describe('the milestone timeline', () => {
  it('draws each reached group on its row, from its first to its last milestone, between the opening and now', () => {
    // Opened on day 1; now is day 101: positions are (day - 1) / 100.
    const t = milestoneTimeline({ permittingPayment: d(11), permittingStarted: d(21), productionPayment: d(51) }, d(1), d(101));
    expect(t.start).toBe(d(1));
    expect(t.end).toBe(d(101));
    expect(t.rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5]);
    expect(t.rows[1]!.groups).toEqual([
      { name: 'Permitting', row: 2, from: 0.2, to: 0.2, marks: [{ milestone: 'permittingStarted', at: d(21), position: 0.2 }] },
    ]);
    expect(t.rows[4]!.groups).toEqual([
      {
        name: 'Payment',
        row: 5,
        from: 0.1,
        to: 0.5,
        marks: [
          { milestone: 'permittingPayment', at: d(11), position: 0.1 },
          { milestone: 'productionPayment', at: d(51), position: 0.5 },
        ],
      },
    ]);
    // Not reached yet, and the groups the catalogue gives no milestone, are named, not drawn.
    expect(t.waiting).toEqual([
      { name: 'Sitework', row: 4 },
      { name: 'Manufacturing', row: 1 },
      { name: 'Install', row: 3 },
      { name: 'Final', row: 4 },
    ]);
    expect(t.elsewhere).toEqual(['Sales', 'Base', 'Cad', 'Procurement', 'Logistics']);
  });

  it('ends at the last milestone when it is later than now, and puts everything at the start when no time has passed', () => {
    const late = milestoneTimeline({ permittingStarted: d(201) }, d(1), d(101));
    expect(late.end).toBe(d(201));
    expect(late.rows[1]!.groups[0]!.to).toBe(1);
    const none = milestoneTimeline({}, d(1), d(1));
    expect(none.rows.every((r) => r.groups.length === 0)).toBe(true);
    expect(none.waiting).toHaveLength(6);
  });
});

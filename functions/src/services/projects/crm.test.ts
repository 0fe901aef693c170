import { describe, expect, it } from 'vitest';
import { setMilestoneBlocker, type MilestoneName } from '@workhub/domain';
import { derivedCrmMilestones } from './crm.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const at = (day: string) => `2026-${day}T09:00:00.000Z`;

describe('the local CRM stand-in', () => {
  const project = {
    id: 'T-1',
    phases: { sales: { start: at('01-01') }, permitting: { start: at('02-01'), end: at('04-01') }, production: { start: at('04-01') } },
    milestones: { permittingStarted: at('02-03') },
  };

  it('derives each reached phase start and its prerequisites, keeping the dates the project has', () => {
    const crm = derivedCrmMilestones(project, now);
    expect(Object.keys(crm).sort()).toEqual(['permittingPayment', 'permittingStarted', 'productionPayment', 'productionStarted']);
    expect(crm.permittingStarted).toBe(at('02-03'));
    expect(crm.productionStarted).toBe(at('04-01'));
    expect(Date.parse(crm.productionPayment!)).toBeLessThan(Date.parse(crm.productionStarted!));
    expect(Date.parse(crm.productionPayment!)).toBeGreaterThanOrEqual(Date.parse(at('04-01')) - 14 * 86_400_000);
    // Every derived milestone could be set in catalogue order.
    const set: Record<string, string> = {};
    for (const name of ['permittingPayment', 'permittingStarted', 'productionPayment', 'productionStarted'] as MilestoneName[]) {
      expect(setMilestoneBlocker(name, set, crm[name])).toBeUndefined();
      set[name] = crm[name]!;
    }
  });

  it('is deterministic and leaves out future dates', () => {
    expect(derivedCrmMilestones(project, now)).toEqual(derivedCrmMilestones(project, now));
    expect(derivedCrmMilestones(project, new Date(at('03-01')))).toEqual({
      permittingPayment: expect.any(String),
      permittingStarted: at('02-03'),
    });
    expect(derivedCrmMilestones({ id: 'T-2', phases: { sales: { start: at('01-01') } }, milestones: {} }, now)).toEqual({});
  });

  it('adds the balance payment after the install completes once service started', () => {
    const served = {
      id: 'T-3',
      phases: { install: { start: at('03-01'), end: at('04-01') }, service: { start: at('04-01') } },
      milestones: {},
    };
    const crm = derivedCrmMilestones(served, now);
    expect(crm.serviceStarted).toBe(at('04-01'));
    expect(Date.parse(crm.balancePayment!)).toBeGreaterThan(Date.parse(crm.installComplete!));
    expect(crm.installStarted).toBe(at('03-01'));
    expect(crm.siteworkComplete && crm.productionComplete && crm.productionStarted && crm.permittingStarted).toBeTruthy();
  });
});

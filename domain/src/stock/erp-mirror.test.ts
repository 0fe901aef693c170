import { describe, expect, it } from 'vitest';
import { erpResyncInputSchema, erpWebhookBodySchema, resyncJobDisplayStatus, resyncProgress, resyncSummary } from './erp-mirror';

describe('erp webhook body', () => {
  it('reads Item and Bin bodies, keeping other fields', () => {
    expect(erpWebhookBodySchema.parse({ doctype: 'Item', name: 'LBR-10001', item_name: 'x' })).toMatchObject({ name: 'LBR-10001' });
    expect(erpWebhookBodySchema.parse({ doctype: 'Bin', name: 'BIN-1', item_code: 'LBR-10001', actual_qty: 3 }).item_code).toBe(
      'LBR-10001',
    );
    expect(erpWebhookBodySchema.parse({ doctype: 'Item', name: 'LBR-1', event: 'on_trash' }).event).toBe('on_trash');
  });

  it('refuses unknown doctypes, bad names and a Bin without item_code', () => {
    for (const body of [
      {},
      { doctype: 'Supplier', name: 'x' },
      { doctype: 'Item' },
      { doctype: 'Item', name: 'a/b' },
      { doctype: 'Item', name: '' },
      { doctype: 'Bin', name: 'BIN-1' },
      { doctype: 'Bin', name: 'BIN-1', item_code: '..' },
      { doctype: 'Item', name: '__fuzz__' },
      { doctype: 'Bin', name: 'BIN-1', item_code: '__x__' },
    ]) {
      expect(erpWebhookBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('erp resync input', () => {
  it('is all: true (every item) or names of at most 100 distinct items, not both, not neither', () => {
    expect(erpResyncInputSchema.parse({ all: true })).toEqual({ all: true });
    expect(erpResyncInputSchema.parse({ names: ['LBR-10001'] }).names).toEqual(['LBR-10001']);
    for (const bad of [
      {},
      { all: false },
      { all: true, names: ['a'] },
      { names: [] },
      { names: ['a', 'a'] },
      { names: Array.from({ length: 101 }, (_, i) => `I-${i}`) },
      { all: 'yes' },
      { names: ['__fuzz__'] },
      { every: true },
    ]) {
      expect(erpResyncInputSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });

  it('words its progress', () => {
    expect(resyncProgress(6000, 20000)).toBe('mirrored 6000 of 20000');
    expect(resyncSummary({ items: 5000, written: 2, deleted: 1 })).toBe('mirrored 5000 items: 2 written, 1 deleted');
  });
});

describe('resync job display status', () => {
  const now = Date.parse('2026-11-24T08:00:00.000Z');
  it('is the job status, or stalled when a queued or running job lost its lease', () => {
    expect(resyncJobDisplayStatus({ status: 'running', leaseUntil: '2026-11-24T08:00:30.000Z' }, now)).toBe('running');
    expect(resyncJobDisplayStatus({ status: 'running', leaseUntil: '2026-11-24T07:59:00.000Z' }, now)).toBe('stalled');
    expect(resyncJobDisplayStatus({ status: 'queued', leaseUntil: '2026-11-24T07:59:00.000Z' }, now)).toBe('stalled');
    expect(resyncJobDisplayStatus({ status: 'done', leaseUntil: '2026-11-24T07:59:00.000Z' }, now)).toBe('done');
    expect(resyncJobDisplayStatus({ status: 'error', leaseUntil: '2026-11-24T07:59:00.000Z' }, now)).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { ITEM_COLUMN_LABELS, itemColumnLabel } from './column-labels.js';
import { ERP_ITEM_FIELDS } from './item.js';

describe('item column labels', () => {
  it('label every field, each with its own non-empty words', () => {
    expect(Object.keys(ITEM_COLUMN_LABELS).sort()).toEqual([...ERP_ITEM_FIELDS].sort());
    const labels = ERP_ITEM_FIELDS.map(itemColumnLabel);
    expect(new Set(labels).size).toBe(ERP_ITEM_FIELDS.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][^_]*$/);
    expect(itemColumnLabel('lead_time_days')).toBe('Lead time (days)');
  });
});

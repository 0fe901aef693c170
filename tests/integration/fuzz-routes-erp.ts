import { erpRoutes } from '@workhub/domain';
import { badIds, fuzzOf, type FuzzRoute } from './fuzz-values';

/** The ERP service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */

const MISSING_ITEM = 'FUZZ-MISSING-ITEM';
/** A seeded ERP item (emulators/seed/data/erp-items.ts; the stand-in holds the same items). */
const SEEDED_ITEM = 'LBR-10002';

export const ERP_ROUTES: FuzzRoute[] = [
  fuzzOf(erpRoutes.fieldsOptions, {
    harmless: () => ({ docType: 'Item', fields: 'complexity,lifecycle' }),
    knownBad: () => [
      {},
      { docType: 'Item' },
      { docType: 'Item', fields: 'material_request_type' },
      { docType: 'Item', fields: 'complexity,complexity' },
      { docType: 'Item', fields: '__proto__' },
      { docType: 'Supplier', fields: 'complexity' },
      { docType: ['Item', 'Item'], fields: 'complexity' },
    ],
  }),
  fuzzOf(erpRoutes.search, {
    harmless: () => ({ docType: 'Supplier', limit: '5000' }),
    knownBad: () => [
      {},
      { docType: 'Item' },
      ...['0', '-1', '1.5', '5001', 'abc', '1e4'].map((limit) => ({ docType: 'Warehouse', limit })),
    ],
  }),
  fuzzOf(erpRoutes.document, {
    harmless: () => ({ docType: 'Item', name: SEEDED_ITEM }),
    knownBad: () => [
      ...badIds.map((name) => ({ docType: 'Item', name })),
      { docType: 'Item', name: MISSING_ITEM },
      { docType: 'Supplier', name: SEEDED_ITEM },
      { docType: 'Item' },
    ],
  }),
  fuzzOf(erpRoutes.put, {
    harmless: () => ({ documents: [{ docType: 'Item', name: MISSING_ITEM, field: 'lead_time_days', value: 4 }] }),
    real: () => ({ documents: [{ docType: 'Item', name: SEEDED_ITEM, field: 'item_name', value: 'Fuzz renamed item' }] }),
    knownBad: () => [
      ...badIds.map((name) => ({ documents: [{ docType: 'Item', name, field: 'lead_time_days', value: 4 }] })),
      { documents: [] },
      { documents: [{ docType: 'Item', name: SEEDED_ITEM, field: 'stock_qty', value: 4 }] },
      // The ERP owns its Select options (any string passes the route; the ERP refuses what its DocType lacks): a wrong type, and a number the ERP field cannot hold.
      { documents: [{ docType: 'Item', name: SEEDED_ITEM, field: 'complexity', value: 7 }] },
      { documents: [{ docType: 'Item', name: SEEDED_ITEM, field: 'lead_time_days', value: -5 }] },
      { documents: [{ docType: 'Item', name: SEEDED_ITEM, field: 'lead_time_days', value: { $set: 1 } }] },
      { documents: [{ docType: 'Item', name: SEEDED_ITEM, field: '__proto__', value: 1 }] },
      { documents: Array.from({ length: 51 }, () => ({ docType: 'Item', name: SEEDED_ITEM, field: 'lead_time_days', value: 4 })) },
      {
        documents: [
          { docType: 'Item', name: SEEDED_ITEM, field: 'lead_time_days', value: 4 },
          { docType: 'Item', name: MISSING_ITEM, field: 'lead_time_days', value: 4 },
        ],
      },
    ],
  }),
  fuzzOf(erpRoutes.maintenance, {
    harmless: () => ({ limit: '3', skip: '0' }),
    knownBad: () => [...['0', '2001', '-1', '1.5', 'abc'].map((limit) => ({ limit })), { skip: '-1' }, { skip: 'x' }, { extra: '1' }],
  }),
  {
    // Unsigned (the fuzzer cannot sign): every request is a 401 and writes nothing, whatever its body.
    method: 'POST',
    path: '/erp/webhook',
    input: 'body',
    harmless: () => ({ doctype: 'Item', name: MISSING_ITEM }),
    real: () => ({ doctype: 'Item', name: SEEDED_ITEM, item_name: 'Fuzz renamed item' }),
    knownBad: () => [
      {},
      { doctype: 'Supplier', name: SEEDED_ITEM },
      { doctype: 'Item', name: SEEDED_ITEM, event: 'on_trash' },
      { doctype: 'Bin', name: 'BIN-1' },
      ...badIds.map((name) => ({ doctype: 'Item', name })),
    ],
  },
  fuzzOf(erpRoutes.resync, {
    // A resync of named items needs each in the ERP or the mirror: a missing one is a 404, no job.
    harmless: () => ({ names: [MISSING_ITEM] }),
    real: () => ({ all: true }),
    knownBad: () => [
      {},
      { all: false },
      { all: true, names: [SEEDED_ITEM] },
      { names: [] },
      { names: [SEEDED_ITEM, SEEDED_ITEM] },
      { names: [SEEDED_ITEM, MISSING_ITEM] },
      { names: SEEDED_ITEM },
      { names: Array.from({ length: 101 }, (_, i) => `FUZZ-${i}`) },
      ...badIds.map((name) => ({ names: [name] })),
      { all: 'yes' },
    ],
  }),
];

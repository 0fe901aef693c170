/**
 * # ERP stand-in (emulators/erp)
 *
 * A local server that speaks the subset of Frappe's (ERPNext's) REST API that WorkHub's ERP
 * adapter (functions/src/engines/erp/frappe.ts) uses, so the adapter runs unchanged against it.
 * Started by `npm start` (port 8600) and by the test scripts (port 8700).
 *
 *   npx tsx emulators/erp/main.ts
 *
 * Environment:
 *   ERP_PORT          port (default 8600); listens on 127.0.0.1 only
 *   ERP_DATA_DIR      store folder (default emulators/state-erp); erp-store.json is written
 *                     atomically on every save and seeded from the seed's ERP data when missing
 *   ERP_API_KEY, ERP_API_SECRET   the one accepted token (defaults workhub-local-key / workhub-local-secret)
 *   ERP_WEBHOOK_URL   each saved document is POSTed here as JSON (ERPNext webhook on update); unset = none
 *   ERP_WEBHOOK_SECRET  the webhook secret: each webhook is signed, header X-Frappe-Webhook-Signature =
 *                     base64(HMAC-SHA256(secret, body)) as Frappe does; unset = unsigned
 *
 * Frappe API (header `Authorization: token <key>:<secret>`, else 401 AuthenticationError):
 *   GET  /api/resource/{doctype}/{name}         → { data: doc }  (404 DoesNotExistError)
 *   PUT  /api/resource/{doctype}/{name}  {fields} → { data: doc }  (a child table given replaces the table;
 *        the saved document is validated against its DocType (doctypes.ts): 417 MandatoryError for a
 *        missing mandatory value, child rows too; 417 ValidationError for a Select value outside the
 *        DocType's options or a number the field cannot hold)
 *   POST /api/resource/Item|Material Request {fields} → { data: doc }  insert, validated the same way;
 *        an Item is named by item_code (409 DuplicateEntryError when it exists), a Material Request
 *        by the series MAT-MR-.YYYY.-.##### (MAT-MR-2026-00001)
 *   GET  /api/resource/{doctype}?fields=["a","b"]|["*"]&filters=[[f,op,v],…]|{f:v}&limit_start=0
 *        &limit_page_length=20 (0 = all)&order_by=field asc|desc   → { data: [rows] }
 *        ops: = != like "not like" in "not in" > < >= <= is(set|not set)
 *   GET  /api/resource/DocType/{doctype}         → { data: { fields: [{ fieldname, fieldtype, options: 'a\nb', reqd }] } }
 *   GET  /api/method/frappe.desk.form.load.getdoctype?doctype=Item → { docs: [that DocType] }
 *   GET  /api/resource/Item Default|Item Reorder?parent=Item&fields=[…]&filters=[…]  child rows (parent,
 *        idx, …) as Frappe v15 lists child doctypes; without parent=Item 403 PermissionError
 *   GET  /api/method/frappe.client.get_count?doctype=Item[&filters=…] → { message: n }
 *   Doctypes: Item (item_defaults and reorder_levels child tables), Material Request (items), Bin (item_code, warehouse,
 *   actual_qty: an item's stock; seeded with the seed's stock_qty in the default warehouse), Supplier, Warehouse, Item Group;
 *   DocType documents for Item, Item Default, Item Reorder, Material Request and Material Request Item.
 *   Errors: { exc_type, exception, _server_messages } with 401/404/413/417.
 *
 * Test controls (this stand-in only, no token):
 *   POST /__control/reject { doctype, name, field, reason }  the next API update touching field fails (417, reason)
 *   POST /__control/ignore { doctype, name, field }          the next API update touching field keeps the old value
 *   POST /__control/change { doctype, name, fields }         another ERP user saves the doc (Item or Bin; answers once its webhook was delivered)
 *   POST /__control/seed { items: N }                        rebuild Item and Bin from the seed's generator with N items
 *   POST /__control/fault { mode: fail|slow|garbage, times?: 1 (0 = until cleared), ms?: 3000, status?: 503, path?, method? }
 *        the next `times` API requests whose path contains `path` ('api/resource/Material Request') (and of that
 *        method) fail
 *        with `status` in Frappe's error shape, answer `ms` late (the work done first, as a slow ERPNext),
 *        or answer an HTML page
 *   POST /__control/clear                                    the faults off
 *   GET  /__control/stats                                    { requests, byRoute: { 'GET resource Item': n, … }, pendingWebhooks }
 *   GET  /healthz
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startErpServer } from './server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = await startErpServer({
  port: Number(process.env.ERP_PORT ?? 8600),
  dataDir: process.env.ERP_DATA_DIR ?? path.join(root, 'emulators/state-erp'),
  apiKey: process.env.ERP_API_KEY ?? 'workhub-local-key',
  apiSecret: process.env.ERP_API_SECRET ?? 'workhub-local-secret',
  webhookUrl: process.env.ERP_WEBHOOK_URL || undefined,
  webhookSecret: process.env.ERP_WEBHOOK_SECRET || undefined,
});
console.log(`ERP stand-in listening on ${server.url}`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

import { erpFieldsOptionsQuerySchema, fieldOptionsFrom } from '@workhub/domain';
import { handle, HttpError, parse, sendOk } from '../../lib/http.js';
import { erp, viaErp } from './erp.js';

/**
 * GET /erp/fields_options?docType=Item&fields=complexity,lifecycle (or Material Request
 * material_request_type): { <field>: [options] }, read from the first data entry (domain rule
 * fieldOptionsFrom); blank options dropped.
 */
export const getFieldsOptions = handle(async (req, res) => {
  const input = parse(erpFieldsOptionsQuerySchema, req.query);
  const options = await viaErp(() => erp().fieldOptions(input.docType, input.fields));
  const read = fieldOptionsFrom({ success: true, data: [options] }, input.fields);
  if (!read.ok) throw new HttpError(502, 'erp-unavailable', read.message);
  sendOk(res, read.value);
});

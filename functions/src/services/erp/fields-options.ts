import { fieldOptionsFrom, type erpRoutes } from '@workhub/domain';
import { HttpError } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { erp, viaErp } from './erp.js';

/**
 * GET /erp/fields_options?docType=Item&fields=complexity,lifecycle (or Material Request
 * material_request_type): { <field>: [options] }, read from the first data entry (domain rule
 * fieldOptionsFrom); blank options dropped.
 */
export const getFieldsOptions: ContractHandler<typeof erpRoutes.fieldsOptions.schema, typeof erpRoutes.fieldsOptions.answer> = async (
  input,
) => {
  const options = await viaErp(() => erp().fieldOptions(input.docType, input.fields));
  const read = fieldOptionsFrom({ success: true, data: [options] }, input.fields);
  if (!read.ok) throw new HttpError(502, 'erp-unavailable', read.message);
  return read.value;
};

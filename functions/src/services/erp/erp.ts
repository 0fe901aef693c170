import { HttpError } from '../../lib/http.js';
import { ErpError, erpFromEnv, type ErpAdapter } from '../../engines/erp/frappe.js';

/** The ERP adapter (configured from ERP_URL, ERP_API_KEY, ERP_API_SECRET). */
export function erp(): ErpAdapter {
  return erpFromEnv();
}

/** An ERP failure as the service's envelope: the ERP's 4xx kept (404 unknown name), else 502/504, with the ERP's message. */
export function erpHttpError(error: unknown): unknown {
  if (!(error instanceof ErpError)) return error;
  const status = error.status === 404 ? 404 : error.status >= 400 && error.status < 500 ? 422 : error.status === 504 ? 504 : 502;
  const code = status === 404 ? 'not-found' : status === 422 ? 'erp-refused' : 'erp-unavailable';
  return new HttpError(status, code, error.message);
}

/** Runs an ERP call; its failure becomes an HttpError. */
export async function viaErp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw erpHttpError(error);
  }
}

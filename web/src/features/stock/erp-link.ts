import { erpItemDeskUrl } from '@workhub/domain';
import { config } from '../../lib/env';

/** An item in the ERP itself (its desk), by the configured address VITE_ERP_URL; null when none is configured. */
export const erpItemUrl = (code: string): string | null => erpItemDeskUrl(config.erpUrl, code);

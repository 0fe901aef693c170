/**
 * Where a person opens an item in the ERP itself (issue 27 item 5: the item code's "ERP link"):
 * ERPNext's desk form of the Item, `{ERP}/app/item/{name}` (Frappe 13 and later; the item's name
 * is its item_code), the name encoded as one path part. `erpUrl` is the ERP's address for people
 * (a build setting of the web app, VITE_ERP_URL); without one there is no ERP link.
 */
export function erpItemDeskUrl(erpUrl: string | undefined, itemCode: string): string | null {
  const base = erpUrl?.trim().replace(/\/+$/, '');
  if (!base || !itemCode) return null;
  return `${base}/app/item/${encodeURIComponent(itemCode)}`;
}

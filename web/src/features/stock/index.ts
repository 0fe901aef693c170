/** What other features may use of the stock feature (features import each other only through here). */
export { ItemTable, DEFAULT_ITEM_TABLE_VIEW } from './table/item-table';
export type { ItemTableProps, ItemTableServer, ItemTableToolbarContext, ItemTableView } from './table/item-table';

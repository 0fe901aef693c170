/** The pages' UI kit (issue 25, item 4): import from here. */
export { LinkButton, type LinkButtonProps } from './link-button';
export { ErrorNote, type ErrorNoteProps } from './error-note';
export { StatusBadge, type StatusBadgeProps, type BadgeTone } from './status-badge';
export { FactList, type Fact, type FactListProps } from './fact-list';
export { DataTable, type Column, type DataTableProps } from './data-table';
export { useNow } from './use-now';
export { useAsync, type AsyncRead, type AsyncOptions } from './use-async';
export { useDebounced } from './use-debounced';

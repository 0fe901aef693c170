/** Email templates and sent mail (docs/staff-tools.md "Mail as built"): pages only, loaded by the route table. */
export { MAIL_STORE, useMailStore } from './mail-store';

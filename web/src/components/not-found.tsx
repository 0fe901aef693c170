import { NOT_FOUND_TEXT } from './error-view';

/** A missing item (job, block, class block, workspace): the route's error page shows the 404 page. */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super(NOT_FOUND_TEXT);
    this.name = 'NotFoundError';
  }
}

/**
 * Rendered where the item a page is about does not exist: it throws, so the one 404 page
 * ('This page could not be found', the same as an unknown address) replaces the page, layout and all.
 */
export function NotFound(): never {
  throw new NotFoundError();
}

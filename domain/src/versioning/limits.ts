/**
 * Size limits of the version service (docs/versioned-data.md "Version service"). Kept apart so
 * the request limits can name them without importing the schemas.
 */

/** The largest content (UTF-8 bytes of its JSON text) a versioned document may hold: 6 MiB. */
export const VERSION_CONTENT_MAX_BYTES = 6 * 1_048_576;

/**
 * Request limits of the version service, raised above the default (REQUEST_LIMITS) so a content
 * of VERSION_CONTENT_MAX_BYTES fits in one request: the JSON string escapes of its text (quotes,
 * backslashes) can make the body larger than the content itself.
 */
export const VERSION_REQUEST_LIMITS = {
  bodyBytes: 8 * 1_048_576,
  stringBytes: 8 * 1_048_576,
} as const;

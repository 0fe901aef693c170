/**
 * Released build-spec versions, oldest first: minor versions with patches, as the version
 * selector groups them. Kept apart so class parts and projects can name them without
 * building the specs.
 */
export const BUILD_SPEC_VERSIONS = [
  'v1.0.0',
  'v1.0.1',
  'v1.1.0',
  'v1.1.1',
  'v1.1.2',
  'v2.0.0',
  'v2.0.1',
  'v2.1.0',
  'v3.0.0',
  'v3.1.0',
  'v3.1.1',
  'v3.2.0',
  'v3.2.1',
] as const;

/** Base-spec (layer) versions, oldest first. */
export const BASE_SPEC_VERSIONS = ['v0.1.0', 'v0.2.0', 'v0.2.1', 'v0.3.0'] as const;

/** Days from the base date at which each build spec version was released. */
export function buildSpecReleaseDay(version: string): number {
  const index = (BUILD_SPEC_VERSIONS as readonly string[]).indexOf(version);
  return -720 + index * 55;
}

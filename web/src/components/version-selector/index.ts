export {
  VersionSelector,
  VERSION_SELECTOR_HEIGHT,
  VERSION_LIST_MAX_HEIGHT,
  VERSION_ROW_HEIGHT,
  type VersionSelectorProps,
} from './version-selector';
export { readVersionList, versionRows, minorOf, type VersionOption, type VersionRow, type VersionList } from './version-rows';

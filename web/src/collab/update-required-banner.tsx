import { COLLAB_RELOAD_MESSAGE } from '@workhub/domain';
import type { ConnectionState } from './connection-status';
import './update-required-banner.css';

/**
 * Shown when collab-server refused this page as outdated (a new WorkHub was deployed since it
 * loaded): the document stays read-only here until the person reloads.
 */
export function UpdateRequiredBanner({
  connection,
  onReload = () => window.location.reload(),
}: {
  connection: ConnectionState | null;
  onReload?: () => void;
}) {
  if (!connection?.updateRequired) return null;
  return (
    <div className="update-required-banner" role="alert" data-testid="update-required-banner">
      <span>{COLLAB_RELOAD_MESSAGE}</span>
      <button type="button" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}

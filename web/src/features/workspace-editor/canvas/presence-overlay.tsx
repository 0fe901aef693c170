import type { Peer } from '../../../collab';
import type { ObjectKey } from '../../../collab';
import type { BlockCanvas } from './block-canvas';

export interface PresenceOverlayProps {
  canvas: BlockCanvas | null;
  /** This user's selected object: framed. */
  selected: ObjectKey | null;
  /** Other users: each object they selected framed in their colour (named on the first), their pointers drawn in their colours with their tool. */
  peers: Peer[];
}

/**
 * HTML over the canvas, placed from the canvas's viewport: the frame round this user's selection,
 * other users' selections and pointers. Re-rendered by the owner on every pan or zoom.
 */
export function PresenceOverlay({ canvas, selected, peers }: PresenceOverlayProps) {
  const selectionBox = selected && canvas ? canvas.viewBoxOf(selected) : null;
  return (
    <div className="canvas-overlay" aria-hidden="true">
      {selectionBox && (
        <div
          className="selection-frame"
          data-testid="selection-frame"
          style={{ left: selectionBox.left, top: selectionBox.top, width: selectionBox.width, height: selectionBox.height }}
        />
      )}
      {canvas &&
        peers.flatMap((peer) => {
          // Every object the colleague selected, in their colour; their name (and how many) on the first.
          const boxes = peer.selection.flatMap((key) => {
            const box = canvas.viewBoxOf(key);
            return box ? [{ key, box }] : [];
          });
          return boxes.map(({ key, box }, i) => (
            <div
              key={`sel-${peer.clientId}-${key}`}
              className="peer-selection"
              data-testid="peer-selection"
              data-user={peer.user.name}
              data-key={key}
              style={{ left: box.left - 4, top: box.top - 4, width: box.width + 8, height: box.height + 8, borderColor: peer.user.colour }}
            >
              {i === 0 && (
                <span className="peer-selection-name" style={{ background: peer.user.colour }}>
                  {peer.selectionCount > 1 ? `${peer.user.name} · ${peer.selectionCount} selected` : peer.user.name}
                </span>
              )}
            </div>
          ));
        })}
      {canvas &&
        peers.map((peer) => {
          if (!peer.pointer) return null;
          const at = canvas.toView(peer.pointer);
          return (
            <div
              key={`ptr-${peer.clientId}`}
              className="peer-pointer"
              data-testid="peer-pointer"
              data-user={peer.user.name}
              style={{ transform: `translate(${at.x}px, ${at.y}px)`, color: peer.user.colour }}
            >
              <svg width="14" height="18" viewBox="0 0 14 18" aria-hidden="true">
                <path d="M1 1 L1 15 L5 11 L8 17 L10 16 L7 10 L13 10 Z" fill="currentColor" stroke="#fff" strokeWidth="1" />
              </svg>
              <span className="peer-pointer-name" style={{ background: peer.user.colour }}>
                {peer.tool && peer.tool !== 'Select' ? `${peer.user.name} · ${peer.tool}` : peer.user.name}
              </span>
            </div>
          );
        })}
    </div>
  );
}

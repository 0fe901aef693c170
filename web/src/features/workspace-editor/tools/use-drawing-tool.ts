import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { SnapIndex, snapBoxOf, type BlockObject, type Point, type SnapTarget } from '@workhub/domain';
import type { CollabSession, LiveObjects, ObjectKey } from '../../../collab';
import { DrawingTool } from './drawing-tool';
import { isWallLayer, type LayerObject, type WallCandidate } from './opening-tool';

/** The walls a door or window can go into: the objects with points on the wall layers shown. */
export function wallCandidatesOf(layers: LiveObjects, shown: (layer: string) => boolean): WallCandidate[] {
  const walls: WallCandidate[] = [];
  for (const [layer, objects] of Object.entries(layers))
    if (isWallLayer(layer) && shown(layer))
      for (const object of objects) if (object.points.length >= 4) walls.push({ key: object.key, layer, object });
  return walls;
}

/** What can be snapped to: every object with points on the layers shown (rooms, walls, fixtures…). */
export function snapTargetsOf(layers: LiveObjects, shown: (layer: string) => boolean, except?: ObjectKey | null): SnapTarget[] {
  const targets: SnapTarget[] = [];
  for (const [layer, objects] of Object.entries(layers)) {
    if (!shown(layer)) continue;
    for (const o of objects)
      if (o.key !== except && o.points.length >= 2)
        targets.push({ id: o.key, points: o.points, closed: o.type !== 'polyline', box: snapBoxOf(o.points) });
  }
  return targets;
}

/**
 * The drawing tools of one editor session: each finished gesture is one edit of the shared
 * document (its own undo step: capturing stops before and after it), snapping to the layers shown.
 */
export function useDrawingTool(session: CollabSession | null, shown: (layer: string) => boolean) {
  const latest = useRef({ session, shown });
  latest.current = { session, shown };
  const cache = useRef<{ layers: LiveObjects | null; shown: unknown; index: SnapIndex }>({
    layers: null,
    shown: null,
    index: new SnapIndex([]),
  });
  const tool = useMemo(
    () =>
      new DrawingTool(
        (layer: string, object: BlockObject) => {
          const s = latest.current.session;
          if (!s) return;
          s.stopCapturing();
          s.addObject(layer, object);
          s.stopCapturing();
        },
        (near: Point, tolerance: number) => {
          const { session: s, shown: isShown } = latest.current;
          const layers = s?.getLayers() ?? {};
          // Indexed again only when the document or the layers shown changed.
          if (cache.current.layers !== layers || cache.current.shown !== isShown)
            cache.current = { layers, shown: isShown, index: new SnapIndex(snapTargetsOf(layers, isShown)) };
          return cache.current.index.near(near, tolerance);
        },
        {
          walls: () => wallCandidatesOf(latest.current.session?.getLayers() ?? {}, latest.current.shown),
          // The wall out, its pieces and the opening in: one undo step.
          replace: (key: string, adds: readonly LayerObject[]) => {
            const s = latest.current.session;
            if (!s) return;
            s.stopCapturing();
            s.removeObject(key);
            for (const { layer, object } of adds) s.addObject(layer, object);
            s.stopCapturing();
          },
        },
      ),
    [],
  );
  // New names go on from the drawing's ('wall 3' after two walls).
  useEffect(() => {
    if (!session) return;
    const count = () => {
      const layers = session.getLayers();
      for (const base of ['wall', 'room', 'door', 'window', 'dimension']) {
        let n = 0;
        // The highest number so far (a wall cut by a door leaves two pieces of one name).
        const numbered = new RegExp(`^${base} (\\d+)$`);
        for (const objects of Object.values(layers)) for (const o of objects) n = Math.max(n, Number(numbered.exec(o.name)?.[1] ?? 0));
        tool.countFrom(base, n);
      }
    };
    count();
    return session.subscribe(count);
  }, [session, tool]);
  const state = useSyncExternalStore(tool.subscribe, tool.getState);
  return { tool, state };
}

import { useCallback } from 'react';
import { translatePoints, turnGroupQuarter, turnQuarter } from '@workhub/domain';
import type { CollabSession, ObjectKey } from '../../../collab';
import { selectedObjects } from './box-select';
import { duplicateOf } from './duplicate';

/**
 * Edits of the selected objects, each gesture one undo step of this user (capturing stopped
 * before and after): duplicate (1' across, the copies selected after), a quarter turn (several
 * objects turn together about their common centre), a nudge, delete, new point lists (handles),
 * a move to another layer.
 */
export function useSelectionEdits(
  session: CollabSession | null,
  selection: readonly ObjectKey[],
  editable: boolean,
  selectMany: (keys: readonly ObjectKey[]) => void,
) {
  /** Runs one gesture over the selected objects still there, as one undo step. */
  const gesture = useCallback(
    <T>(edit: (s: CollabSession, objects: ReturnType<typeof selectedObjects>) => T): T | undefined => {
      if (!session || !editable || selection.length === 0) return undefined;
      const objects = selectedObjects(session.getLayers(), selection);
      if (objects.length === 0) return undefined;
      session.stopCapturing();
      try {
        return edit(session, objects);
      } finally {
        session.stopCapturing();
      }
    },
    [session, selection, editable],
  );
  const duplicateSelected = useCallback(() => {
    const keys = gesture((s, objects) => objects.flatMap((o) => s.addObject(o.layer, duplicateOf(o)) ?? []));
    if (keys && keys.length > 0) selectMany(keys);
  }, [gesture, selectMany]);
  const turnSelected = useCallback(() => {
    gesture((s, objects) => {
      if (objects.length === 1) return void s.setPoints(objects[0]!.key, turnQuarter(objects[0]!.points));
      const turned = turnGroupQuarter(objects.map((o) => o.points));
      objects.forEach((o, i) => s.setPoints(o.key, turned[i]!));
    });
  }, [gesture]);
  const nudgeSelected = useCallback(
    (dx: number, dy: number) => gesture((s, objects) => objects.forEach((o) => s.setPoints(o.key, translatePoints(o.points, dx, dy)))),
    [gesture],
  );
  const deleteSelected = useCallback(() => {
    gesture((s, objects) => objects.forEach((o) => s.removeObject(o.key)));
    selectMany([]);
  }, [gesture, selectMany]);
  /** New point lists for the selected objects (a resize or a free turn), by key. */
  const setSelectedPoints = useCallback(
    (points: ReadonlyMap<ObjectKey, number[]>) =>
      gesture((s, objects) => objects.forEach((o) => points.has(o.key) && s.setPoints(o.key, points.get(o.key)!))),
    [gesture],
  );
  /** The selected objects moved to another layer (created if the block has none yet), kept selected. */
  const moveSelectedToLayer = useCallback(
    (layer: string) => {
      const keys = gesture((s, objects) =>
        objects.flatMap(({ key, layer: from, ...object }) => {
          if (from === layer) return [key];
          s.removeObject(key);
          return s.addObject(layer, object) ?? [];
        }),
      );
      if (keys && keys.length > 0) selectMany(keys);
    },
    [gesture, selectMany],
  );
  const has = selection.length > 0;
  return {
    duplicateSelected,
    turnSelected: has ? turnSelected : null,
    nudgeSelected,
    deleteSelected,
    setSelectedPoints,
    moveSelectedToLayer,
  };
}

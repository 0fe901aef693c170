import { useCallback } from 'react';
import { turnQuarter } from '@workhub/domain';
import type { CollabSession, LiveObject, LiveObjects, ObjectKey } from '../../../collab';
import { duplicateOf } from './duplicate';

function find(layers: LiveObjects, key: ObjectKey): (LiveObject & { layer: string }) | null {
  for (const [layer, objects] of Object.entries(layers)) {
    const object = objects.find((o) => o.key === key);
    if (object) return { ...object, layer };
  }
  return null;
}

/** Edits of the selected object, each one undo step: duplicate (1' across, selected after) and a quarter turn. */
export function useSelectionEdits(
  session: CollabSession | null,
  selected: ObjectKey | null,
  editable: boolean,
  select: (key: ObjectKey | null) => void,
) {
  const duplicateSelected = useCallback(() => {
    const found = session && selected ? find(session.getLayers(), selected) : null;
    if (!session || !found || !editable) return;
    session.stopCapturing();
    const key = session.addObject(found.layer, duplicateOf(found));
    if (key) select(key);
  }, [session, selected, editable, select]);
  const turnSelected = useCallback(() => {
    const found = session && selected ? find(session.getLayers(), selected) : null;
    if (!session || !found || !editable) return;
    session.stopCapturing();
    session.setPoints(found.key, turnQuarter(found.points));
  }, [session, selected, editable]);
  return { duplicateSelected, turnSelected: selected ? turnSelected : null };
}

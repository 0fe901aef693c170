import { useCallback, useRef, useState } from 'react';
import type { CollabSession, ObjectKey } from '../../../collab';
import { selectedObjects } from './box-select';
import { CLIPBOARD_KEY, clipOf, parseClip, pastePlan, type Clip } from './clipboard';

/** The system clipboard's copy of objects, read only when the browser already allows it (no prompt on each paste). */
async function systemClip(): Promise<Clip | null> {
  try {
    const state = await navigator.permissions?.query({ name: 'clipboard-read' as PermissionName });
    if (state?.state !== 'granted') return null;
    return parseClip(await navigator.clipboard.readText());
  } catch {
    return null;
  }
}

function storedClip(): Clip | null {
  try {
    return parseClip(localStorage.getItem(CLIPBOARD_KEY));
  } catch {
    return null;
  }
}

/**
 * Ctrl+C / Ctrl+V of the selected objects (issue 26), also between workspaces: copy writes them
 * with their layer names to localStorage (every tab of this browser) and to the system clipboard
 * when the browser allows; paste adds them a grid step further per paste, into the same layers
 * (created if the base specification lists them; else the active layer), as one undo step, and
 * selects what it added. `status` says what happened ('3 objects copied').
 */
export function useClipboard(
  session: CollabSession | null,
  selection: readonly ObjectKey[],
  editable: boolean,
  activeLayer: string | null,
  selectMany: (keys: readonly ObjectKey[]) => void,
) {
  const [status, setStatus] = useState<string | null>(null);
  // Pastes of each copy into this workspace so far: the next lands one step further.
  const pastes = useRef(new Map<string, number>());
  const copy = useCallback(() => {
    if (!session || selection.length === 0) return;
    const objects = selectedObjects(session.getLayers(), selection);
    if (objects.length === 0) return;
    const clip = clipOf(objects.map(({ layer, key: _key, ...object }) => ({ layer, object })));
    const text = JSON.stringify(clip);
    try {
      localStorage.setItem(CLIPBOARD_KEY, text);
    } catch {
      // Storage full or blocked: the system clipboard may still take it.
    }
    void navigator.clipboard?.writeText(text).catch(() => undefined);
    setStatus(`${clip.objects.length} ${clip.objects.length === 1 ? 'object' : 'objects'} copied`);
  }, [session, selection]);
  const paste = useCallback(async () => {
    if (!session || !editable) return;
    const clip = (await systemClip()) ?? storedClip();
    if (!clip || clip.objects.length === 0) {
      setStatus('Nothing copied to paste');
      return;
    }
    const times = (pastes.current.get(clip.id) ?? 0) + 1;
    pastes.current.set(clip.id, times);
    const { adds, leftOut } = pastePlan(clip, { layers: Object.keys(session.getLayers()), activeLayer, times });
    session.stopCapturing();
    const keys = adds.flatMap(({ layer, object }) => session.addObject(layer, object) ?? []);
    session.stopCapturing();
    if (keys.length > 0) selectMany(keys);
    const pasted = `${keys.length} ${keys.length === 1 ? 'object' : 'objects'} pasted`;
    setStatus(leftOut > 0 ? `${pasted}; ${leftOut} left out: select a layer to paste them into` : pasted);
  }, [session, editable, activeLayer, selectMany]);
  const pasteNow = useCallback(() => void paste(), [paste]);
  return { copy, paste: pasteNow, status };
}

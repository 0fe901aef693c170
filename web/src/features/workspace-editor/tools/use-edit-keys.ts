import { useEffect } from 'react';
import type { CollabSession } from '../../../collab';

export interface EditKeyActions {
  duplicate: () => void;
  remove: () => void;
  nudge: (dx: number, dy: number) => void;
  /** Ctrl+C / Ctrl+V (also for a viewer: copying reads only). */
  copy?: () => void;
  paste?: () => void;
  /** Escape in the select tool: nothing selected. */
  deselect?: () => void;
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The editor's edit keys, unless typing in a field: undo (Ctrl+Z), redo (Ctrl+Shift+Z, Ctrl+Y),
 * and on the selection: duplicate (Ctrl+D), delete (Delete, Backspace), nudge (arrows 1", Shift 1'),
 * copy and paste (Ctrl+C, Ctrl+V); Escape drops the selection.
 */
export function useEditKeys(session: CollabSession | null, editable: boolean, hasSelection: boolean, actions: EditKeyActions): void {
  const { duplicate, remove, nudge, copy, paste, deselect } = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || !session) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'c' && hasSelection && copy && !window.getSelection()?.toString()) {
        e.preventDefault();
        copy();
        return;
      }
      if (e.key === 'Escape' && hasSelection && deselect && !mod) {
        deselect();
        return;
      }
      if (!editable) return;
      if (mod && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) session.redo();
        else session.undo();
      } else if (mod && key === 'y') {
        e.preventDefault();
        session.redo();
      } else if (mod && key === 'v' && paste) {
        e.preventDefault();
        paste();
      } else if (mod && key === 'd' && hasSelection) {
        e.preventDefault();
        duplicate();
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && hasSelection) {
        e.preventDefault();
        remove();
      } else if (hasSelection && e.key.startsWith('Arrow')) {
        e.preventDefault();
        const step = e.shiftKey ? 12 : 1;
        const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0;
        const dy = e.key === 'ArrowDown' ? -step : e.key === 'ArrowUp' ? step : 0;
        nudge(dx, dy);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, editable, hasSelection, duplicate, remove, nudge, copy, paste, deselect]);
}

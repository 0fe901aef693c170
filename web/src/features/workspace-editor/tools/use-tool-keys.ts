import { useEffect, type RefObject } from 'react';
import type { DrawingTool } from './drawing-tool';
import { TOOL_BUTTONS } from './tool-kinds';

/** Characters that start a typed length while drawing a wall. */
const LENGTH_KEY = /^[0-9.'"]$/;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The tools' keyboard: V, W, R, F, D, N pick a tool; T turns a fixture (or the selection); X flips a door's swing; while drawing a wall, digits
 * start a typed length (in the length field), Enter finishes, Backspace takes back a corner;
 * Escape drops the draft, then goes back to selecting. Returns nothing: it listens on the window.
 */
export function useToolKeys(
  tool: DrawingTool,
  editable: boolean,
  lengthRef: RefObject<HTMLInputElement | null>,
  turnSelected: (() => void) | null,
): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const state = tool.state;
      if (state.tool === 'wall' && state.draft.length > 0 && LENGTH_KEY.test(e.key)) {
        e.preventDefault();
        tool.type(state.typed + e.key);
        lengthRef.current?.focus();
        return;
      }
      if (e.key === 'Escape' && state.tool !== 'select') {
        e.preventDefault();
        tool.escape();
        return;
      }
      if (e.key === 'Enter' && state.tool === 'wall') {
        e.preventDefault();
        tool.enter();
        return;
      }
      if (e.key === 'Backspace' && state.tool !== 'select' && tool.undoCorner()) {
        e.preventDefault();
        return;
      }
      const key = e.key.toLowerCase();
      if (key === 't' && state.tool === 'fixture') {
        e.preventDefault();
        tool.rotate();
        return;
      }
      if (key === 'x' && state.tool === 'door') {
        e.preventDefault();
        tool.flip();
        return;
      }
      if (key === 't' && state.tool === 'select' && turnSelected && editable) {
        e.preventDefault();
        turnSelected();
        return;
      }
      const button = TOOL_BUTTONS.find((b) => b.key === key);
      if (button && (editable || button.id === 'select') && !e.shiftKey) {
        e.preventDefault();
        tool.setTool(button.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tool, editable, lengthRef, turnSelected]);
}

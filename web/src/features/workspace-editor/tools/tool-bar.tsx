import './tools.css';
import type { RefObject } from 'react';
import { FIXTURES, formatFeetInches, type FixtureId } from '@workhub/domain';
import type { DrawingState, DrawingTool } from './drawing-tool';
import { DOOR_WIDTHS, TOOL_BUTTONS, WALL_THICKNESSES, WINDOW_WIDTHS } from './tool-kinds';

export interface ToolBarProps {
  tool: DrawingTool;
  state: DrawingState;
  editable: boolean;
  /** The length field, focused when the user starts typing a length. */
  lengthRef: RefObject<HTMLInputElement | null>;
  /** Turns the selected object a quarter (null: nothing selected to turn). */
  onTurnSelected: (() => void) | null;
}

/** The tool buttons and the options of the tool in use (fixture, turn, wall thickness, typed length). */
export function ToolBar({ tool, state, editable, lengthRef, onTurnSelected }: ToolBarProps) {
  return (
    <div className="editor-tools" role="toolbar" aria-label="Drawing tools">
      {TOOL_BUTTONS.map((b) => (
        <button
          key={b.id}
          type="button"
          aria-pressed={state.tool === b.id}
          disabled={!editable && b.id !== 'select'}
          title={b.title}
          onClick={() => tool.setTool(b.id)}
        >
          {b.label}
        </button>
      ))}
      {state.tool === 'select' && (
        <button
          type="button"
          disabled={!editable || !onTurnSelected}
          onClick={() => onTurnSelected?.()}
          title="Turn the selected objects 90° together (T)"
        >
          Turn selection 90°
        </button>
      )}
      {state.tool === 'fixture' && (
        <>
          <label>
            Fixture
            <select value={state.fixture} onChange={(e) => tool.setFixture(e.target.value as FixtureId)}>
              {FIXTURES.map((f) => (
                <option key={f.id} value={f.id}>
                  {`${f.name} ${formatFeetInches(f.width)} × ${formatFeetInches(f.depth)}`}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => tool.rotate()} title="Turn the fixture 90° (T)">
            Turn 90° ({state.turn}°)
          </button>
        </>
      )}
      {(state.tool === 'door' || state.tool === 'window') && <OpeningOptions tool={tool} state={state} />}
      {state.tool === 'wall' && (
        <>
          <label>
            Wall thickness
            <select value={state.thickness} onChange={(e) => tool.setThickness(Number(e.target.value))}>
              {WALL_THICKNESSES.map((t) => (
                <option key={t.inches} value={t.inches}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <LengthField tool={tool} state={state} inputRef={lengthRef} />
        </>
      )}
    </div>
  );
}

const SWING_TEXT = { start: 'hinge at start', end: 'hinge at end', left: 'opens left', right: 'opens right' };

/** The door or window tool's options: its width, a door's swing, and why it cannot go where the pointer is. */
function OpeningOptions({ tool, state }: { tool: DrawingTool; state: DrawingState }) {
  const door = state.tool === 'door';
  const widths = door ? DOOR_WIDTHS : WINDOW_WIDTHS;
  return (
    <>
      <label>
        {door ? 'Door width' : 'Window width'}
        <select value={door ? state.doorWidth : state.windowWidth} onChange={(e) => tool.setOpeningWidth(Number(e.target.value))}>
          {widths.map((w) => (
            <option key={w} value={w}>
              {formatFeetInches(w)}
            </option>
          ))}
        </select>
      </label>
      {door && (
        <button type="button" onClick={() => tool.flip()} title="Flip the door's swing (X): the other hinge jamb, then the other side">
          Flip swing ({SWING_TEXT[state.swing.hinge]}, {SWING_TEXT[state.swing.into]})
        </button>
      )}
      <span className="tool-status" role="status" data-testid="opening-status">
        {state.problem ?? ''}
      </span>
    </>
  );
}

function LengthField({ tool, state, inputRef }: { tool: DrawingTool; state: DrawingState; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <>
      <label>
        Length
        <input
          ref={inputRef}
          name="segment-length"
          value={state.typed}
          placeholder={state.draft.length > 0 ? `60 or 5'6"` : 'click a start'}
          size={9}
          aria-invalid={state.problem !== null}
          onChange={(e) => tool.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              tool.enter();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              tool.escape();
              e.currentTarget.blur();
            }
          }}
        />
      </label>
      {state.problem && (
        <span className="field-error" role="alert">
          {state.problem}
        </span>
      )}
    </>
  );
}

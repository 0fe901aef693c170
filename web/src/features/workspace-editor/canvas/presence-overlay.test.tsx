// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PresenceOverlay } from './presence-overlay';
import type { BlockCanvas } from './block-canvas';
import type { Peer } from '../../../collab';

afterEach(cleanup);

/** A canvas whose objects '1:1'…'1:3' sit side by side, 50 px apart; '9:9' is not drawn. */
const canvas = {
  viewBoxOf: (key: string) => {
    const i = ['1:1', '1:2', '1:3'].indexOf(key);
    return i < 0 ? null : { left: 10 + i * 50, top: 20, width: 40, height: 30 };
  },
  toView: (p: { x: number; y: number }) => p,
} as unknown as BlockCanvas;

const peer = (clientId: number, name: string, colour: string, selection: string[], selectionCount = selection.length): Peer => ({
  clientId,
  user: { uid: `u-${name}`, name, colour },
  pointer: null,
  selection,
  selectionCount,
  tool: null,
  view: null,
});

describe('PresenceOverlay', () => {
  it('outlines every object a colleague selected, in their colour, named once with how many', () => {
    render(
      <PresenceOverlay
        canvas={canvas}
        selected={null}
        peers={[peer(4, 'Zaha', 'rgb(216, 27, 96)', ['1:1', '1:3', '9:9']), peer(5, 'Jean', 'rgb(57, 73, 171)', ['1:2'])]}
      />,
    );
    const frames = screen.getAllByTestId('peer-selection');
    const zaha = frames.filter((f) => f.dataset.user === 'Zaha');
    expect(zaha.map((f) => f.dataset.key)).toEqual(['1:1', '1:3']);
    expect(zaha.map((f) => f.style.borderColor)).toEqual(['rgb(216, 27, 96)', 'rgb(216, 27, 96)']);
    expect(zaha.map((f) => f.style.left)).toEqual(['6px', '106px']);
    expect(zaha[0]!.textContent).toBe('Zaha · 3 selected');
    expect(zaha[1]!.textContent).toBe('');
    const jean = frames.filter((f) => f.dataset.user === 'Jean');
    expect(jean).toHaveLength(1);
    expect(jean[0]!.textContent).toBe('Jean');
    expect(jean[0]!.style.borderColor).toBe('rgb(57, 73, 171)');
  });

  it('says how many a colleague selected when their presence carried only the first of them', () => {
    render(<PresenceOverlay canvas={canvas} selected={null} peers={[peer(4, 'Zaha', '#d81b60', ['1:1', '1:2'], 240)]} />);
    expect(screen.getAllByTestId('peer-selection')).toHaveLength(2);
    expect(screen.getByText('Zaha · 240 selected').className).toBe('peer-selection-name');
  });
});

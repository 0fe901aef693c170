// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FactList } from './fact-list';

afterEach(cleanup);

describe('FactList', () => {
  it('is a description list of label/value pairs in order, leaving out facts given as false', () => {
    const hidden = false as boolean;
    render(
      <FactList
        data-testid="facts"
        className="wide"
        facts={[
          { label: 'Owner', value: 'Ann', field: 'owner' },
          hidden && { label: 'Secret', value: 'x' },
          { label: 'Qty', value: <strong>3</strong> },
        ]}
      />,
    );
    const dl = screen.getByTestId('facts');
    expect(dl.tagName).toBe('DL');
    expect(dl.className).toBe('fact-list wide');
    expect([...dl.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Owner', 'Qty']);
    expect([...dl.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Ann', '3']);
    expect(dl.querySelector('dd[data-field="owner"]')?.textContent).toBe('Ann');
  });
});

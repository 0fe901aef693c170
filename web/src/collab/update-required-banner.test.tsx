// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { INITIAL_CONNECTION } from './connection-status';
import { UpdateRequiredBanner } from './update-required-banner';

afterEach(cleanup);

describe('UpdateRequiredBanner', () => {
  it('says WorkHub was updated and reloads the page from its button once the server refused this client as outdated', () => {
    const onReload = vi.fn();
    render(
      <UpdateRequiredBanner connection={{ ...INITIAL_CONNECTION, status: 'disconnected', updateRequired: true }} onReload={onReload} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('WorkHub was updated — reload to keep editing');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing otherwise (connecting, connected, refused for another reason)', () => {
    const { container } = render(
      <>
        <UpdateRequiredBanner connection={null} />
        <UpdateRequiredBanner connection={{ ...INITIAL_CONNECTION, status: 'connected', synced: true }} />
        <UpdateRequiredBanner connection={{ ...INITIAL_CONNECTION, status: 'disconnected', refusedReason: 'Workspace not found' }} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});

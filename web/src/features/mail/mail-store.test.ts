import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplateVersion } from '@workhub/domain';

const pending: { id: string; resolve: (value: { versions: EmailTemplateVersion[] }) => void }[] = [];
const service = vi.hoisted(() => ({ templateHistory: vi.fn() }));
vi.mock('../../services/email-service', () => ({ emailService: service }));
vi.mock('../../services/db-service', () => ({ dbService: {} }));

const { useMailStore } = await import('./mail-store');

const version = (n: number): EmailTemplateVersion =>
  ({
    version: n,
    changedAt: '2026-11-27T10:00:00.000Z',
    changedBy: 'grace@modulr.example',
    fields: ['body'],
    previous: {},
  }) as unknown as EmailTemplateVersion;

describe('mail store: the template history', () => {
  beforeEach(() => {
    pending.length = 0;
    service.templateHistory.mockImplementation((id: string) => new Promise((resolve) => pending.push({ id, resolve })));
    useMailStore.setState({ history: undefined, error: null });
  });

  it('keeps the answer to the last read when an earlier read answers after it', async () => {
    const earlier = useMailStore.getState().loadHistory('permitSubmitted');
    const later = useMailStore.getState().loadHistory('permitSubmitted');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!.resolve({ versions: [version(2), version(1)] });
    await later;
    pending[0]!.resolve({ versions: [version(1)] });
    await earlier;
    expect(useMailStore.getState().history?.versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('shows the answer of a single read', async () => {
    const read = useMailStore.getState().loadHistory('welcome');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve({ versions: [version(1)] });
    await read;
    expect(useMailStore.getState().history).toMatchObject({ id: 'welcome', versions: [{ version: 1 }] });
  });
});

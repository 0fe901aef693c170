import { expect, test, type Locator, type Page } from '@playwright/test';
import { FUNCTIONS_URL, idTokenFor } from '../support/emulators';
import { newUser, signInAt } from './collab-test-server';
import { screenshot } from './support';

const BLOCK = 'entry-porch-11x8';
const A = 'eero@modulr.example'; // the workspace's creator, who draws
const B = 'jean@modulr.example'; // staff watching read-only: following works for viewers too

async function api(method: string, body: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}/base/blocks/workspace`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenFor(A)}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** The centre of a canvas's view in inches, from the attribute the editor exposes. */
async function centreOf(canvas: Locator): Promise<{ x: number; y: number }> {
  const [x, y] = ((await canvas.getAttribute('data-view-center')) ?? 'NaN,NaN').split(',').map(Number);
  return { x: x!, y: y! };
}

/** Pans by dragging with the middle button from an empty corner of the canvas, as a user does (a left drag there selects a box). */
async function pan(page: Page, dx: number, dy: number) {
  const box = (await page.getByTestId('block-canvas').boundingBox())!;
  // From the corner the drag moves away from, so the pointer stays on the canvas.
  const x = dx < 0 ? box.x + box.width - 12 : box.x + 12;
  const y = dy < 0 ? box.y + box.height - 12 : box.y + 12;
  await page.mouse.move(x, y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up({ button: 'middle' });
}

/** Waits until the canvas's centre is within 0.1" of `at` (the views agree). */
async function expectCentre(canvas: Locator, at: { x: number; y: number }) {
  await expect
    .poll(async () => {
      const c = await centreOf(canvas);
      return Math.max(Math.abs(c.x - at.x), Math.abs(c.y - at.y));
    })
    .toBeLessThan(0.1);
}

test("others' tools are shown, and follow mode follows a colleague's view until the follower moves", async ({ browser }) => {
  test.setTimeout(180_000);
  const { workspaceId } = (await api('POST', { name: BLOCK })) as { workspaceId: string };
  const a = await newUser(browser);
  const b = await newUser(browser);
  try {
    await signInAt(a, A, `/admin/blocks/workspace/${workspaceId}`);
    await signInAt(b, B, `/admin/blocks/workspace/${workspaceId}`);
    await expect(a.getByTestId('connection-status')).toHaveText('Connected');
    await expect(b.getByTestId('connection-status')).toHaveText('Connected');
    const canvasA = a.getByTestId('block-canvas');
    const canvasB = b.getByTestId('block-canvas');
    await expect(canvasA).toHaveAttribute('data-settled', 'true');
    await expect(canvasB).toHaveAttribute('data-settled', 'true');
    const avatarOfA = b.locator('[data-testid="presence-avatar"][data-user*="eero" i]');

    // A takes the wall tool: B sees it beside A's avatar; back to select, B sees that too.
    await expect(avatarOfA).toHaveAttribute('data-tool', 'Select');
    await a.keyboard.press('w');
    await expect(canvasA).toHaveAttribute('data-tool', 'wall');
    await expect(avatarOfA).toHaveAttribute('data-tool', 'Wall');
    await expect(avatarOfA.getByTestId('peer-tool')).toHaveText('Wall');
    await a.keyboard.press('v');
    await expect(avatarOfA).toHaveAttribute('data-tool', 'Select');

    // B follows A: B's view jumps to A's, the banner says whom B follows.
    await b.getByRole('button', { name: /^Follow .*eero/i }).click();
    const banner = b.getByTestId('follow-banner');
    await expect(banner).toContainText(/Following .*eero.* — move the view to stop/i);
    await expectCentre(canvasB, await centreOf(canvasA));

    // A pans: B's view follows.
    const before = await centreOf(canvasA);
    await pan(a, 160, 90);
    await expect.poll(async () => (await centreOf(canvasA)).x).not.toBe(before.x);
    const panned = await centreOf(canvasA);
    await expectCentre(canvasB, panned);
    await screenshot(b, 'follow-mode-following', false);

    // B pans: following stops; A's next pan no longer moves B.
    await pan(b, -80, 40);
    await expect(banner).toHaveCount(0);
    await expect(b.getByRole('button', { name: /^Follow .*eero/i })).toBeVisible();
    const ownView = await centreOf(canvasB);
    await pan(a, -200, -60);
    await expect.poll(async () => (await centreOf(canvasA)).x).not.toBe(panned.x);
    // A's view has reached B once A's next awareness change (the tool) has: B stayed where B was.
    await a.keyboard.press('r');
    await expect(avatarOfA).toHaveAttribute('data-tool', 'Room');
    expect(await centreOf(canvasB)).toEqual(ownView);

    // Following again, then Escape stops it; following again, A leaving stops it.
    await b.getByRole('button', { name: /^Follow .*eero/i }).click();
    await expect(banner).toBeVisible();
    await expectCentre(canvasB, await centreOf(canvasA));
    await b.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    await b.getByRole('button', { name: /^Follow .*eero/i }).click();
    await expect(banner).toBeVisible();
    await a.context().close();
    await expect(banner).toHaveCount(0);
    await expect(avatarOfA).toHaveCount(0);
  } finally {
    await a
      .context()
      .close()
      .catch(() => undefined);
    await b
      .context()
      .close()
      .catch(() => undefined);
    await api('DELETE', { workspaceId });
  }
});

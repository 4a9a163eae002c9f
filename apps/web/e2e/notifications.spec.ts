import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { accessToken } from './api.ts';
import { animationsSettled, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import {
  E2E_LEVEL_REVIEWER,
  LIVE_NOTIFICATION_USERS,
  NOTIFICATIONS,
  PENDING_LEVEL_CHANGES,
  POINTS,
  TEXTS,
} from './texts.ts';

// Notifications pushed live and the programme administrator's review of level changes (issue 4). The staff side
// of the first journey goes through the API as Chip Rewards' own administrator, like a second person would.

type Project = 'desktop' | 'mobile';
const projectOf = (isMobile: boolean): Project => (isMobile ? 'mobile' : 'desktop');

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * As the reviewer: a bonus that carries the seller past the intermediate threshold of the running campaign (which
 * opens a pending level change and sends them the "level reached" message), then the approval of that change.
 */
async function bonusAndApproval(api: APIRequestContext, username: string): Promise<void> {
  const headers = bearer(await accessToken(api, E2E_LEVEL_REVIEWER.username));
  const session = await ok<{ campaigns: { id: number; is_active: boolean }[] }>(
    await api.get('/api/v1/session', { headers }),
    'reviewer session',
  );
  const campaign = session.campaigns.find((c) => c.is_active);
  expect(campaign, 'Chip Rewards has a running campaign').toBeDefined();
  const accounts = await ok<{ results: { id: number; username: string }[] }>(
    await api.get('/api/v1/admin/accounts', { headers, params: { status: 'approved', search: username } }),
    `account of ${username}`,
  );
  const seller = accounts.results.find((account) => account.username === username);
  expect(seller, `${username} is a member of Chip Rewards`).toBeDefined();
  await ok(
    await api.post('/api/v1/admin/points/entries', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: {
        user_id: seller?.id,
        campaign_id: campaign?.id,
        kind: 'bonus',
        amount: 50,
        experience: 700,
        reason: 'Bônus de campanha (e2e)',
      },
    }),
    `bonus for ${username}`,
  );
  const pending = await ok<{ results: { id: number; user: { username: string } }[] }>(
    await api.get('/api/v1/admin/level-changes', { headers, params: { status: 'pending', page_size: 100 } }),
    'pending level changes',
  );
  const change = pending.results.find((c) => c.user.username === username);
  expect(change, `the bonus opened a level change for ${username}`).toBeDefined();
  // the seller's seeded sales are still under audit: the approval acknowledges them, as the screen does
  await ok(
    await api.post(`/api/v1/admin/level-changes/${change?.id}/approve`, {
      headers,
      data: { acknowledge_under_audit: true },
    }),
    `approving the level change of ${username}`,
  );
}

/** The header's bell (a link named with the unread count). */
function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: NOTIFICATIONS.bell });
}

/** The user's unread notifications as the server counts them. */
async function unreadCount(api: APIRequestContext, username: string): Promise<number> {
  const counts = await ok<{ notification: number }>(
    await api.get('/api/v1/notifications/unread-count', {
      headers: bearer(await accessToken(api, username)),
    }),
    `unread count of ${username}`,
  );
  return counts.notification;
}

/**
 * Nothing on the screen is wider than the viewport (mobile tables become lists). Polled: just after a viewport
 * change (the table layout check resizes and restores it) the screen may still be swapping its table for cards.
 */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: `${screen} scrolls sideways` }).toBeLessThanOrEqual(0);
}

test.describe('notifications (issue 4)', () => {
  test('a level decision arrives live: the bell count rises without a reload and the notification reads', async ({
    page,
    request,
    isMobile,
  }) => {
    const user = LIVE_NOTIFICATION_USERS[projectOf(isMobile)];
    await signIn(page, user);
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(user.firstName) }),
    ).toBeVisible();
    const before = await unreadCount(request, user.username);
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATIONS.bellName(before));
    await expectNoAxeViolations(page, 'home with the bell');
    // a mark on this document: a reload would lose it
    await page.evaluate(() => {
      document.documentElement.dataset.e2eSameDocument = 'yes';
    });

    await bonusAndApproval(request, user.username);

    await expect(bell(page)).toHaveAccessibleName(NOTIFICATIONS.bellName(before + 1));
    await expect(page.getByText(NOTIFICATIONS.announced)).toHaveCount(1);
    await expect(page.locator('html'), 'the count rose without a reload').toHaveAttribute(
      'data-e2e-same-document',
      'yes',
    );
    // the "level reached" internal message arrived too: the user menu counts it
    await page.getByRole('button', { name: TEXTS['pt-BR'].userMenu(user.fullName), exact: true }).click();
    await expect(page.getByRole('menuitem', { name: /^Mensagens, \d+ não lidas?$/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await bell(page).click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: NOTIFICATIONS.title })).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: NOTIFICATIONS.approvedTitle }) })
      .first();
    await expect(item.getByText(NOTIFICATIONS.approvedBody)).toBeVisible();
    await expect(item.getByText(NOTIFICATIONS.unread, { exact: true })).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'notifications');
    await expectNoSidewaysScroll(page, 'notifications');

    await item.getByRole('button', { name: NOTIFICATIONS.markRead(NOTIFICATIONS.approvedTitle) }).click();
    await expect(item.getByText(NOTIFICATIONS.unread, { exact: true })).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATIONS.bellName(before));
  });

  test('the programme administrator approves a level change after checking the evidence', async ({
    page,
    request,
    isMobile,
  }) => {
    const subject = PENDING_LEVEL_CHANGES[projectOf(isMobile)];
    await signIn(page, E2E_LEVEL_REVIEWER);
    await openMenuEntry(page, isMobile, NOTIFICATIONS.menu);
    await expect(
      page.getByRole('heading', { level: 1, name: NOTIFICATIONS.levelChangesTitle }),
    ).toBeVisible();
    const open = page.getByRole('link', {
      name: NOTIFICATIONS.openEvidence(subject.fullName, NOTIFICATIONS.runningCampaign),
      exact: true,
    });
    await expect(open).toBeVisible();
    await expectNoAxeViolations(page, 'level changes');
    await expectTablesLaidOut(page, 'level changes', () => expect(open).toBeVisible());
    await expectNoSidewaysScroll(page, 'level changes');

    await open.click();
    await expect(
      page.getByRole('heading', { level: 1, name: NOTIFICATIONS.levelChangeTitle(subject.fullName) }),
    ).toBeVisible();
    const evidence = isMobile
      ? page.getByRole('region', { name: NOTIFICATIONS.evidenceCaption })
      : page.getByRole('table', { name: NOTIFICATIONS.evidenceCaption });
    await expect(evidence).toBeVisible();
    await expect(evidence.getByText(NOTIFICATIONS.saleSource).first()).toBeVisible();
    // the sales were posted by the points table: their reason is the rule's description, not its code
    await expect(evidence.getByText(POINTS.notebookSale, { exact: true }).first()).toBeVisible();
    await expect(evidence.getByText('sale.notebook')).toHaveCount(0);
    await expectNoAxeViolations(page, 'level change evidence');
    await expectTablesLaidOut(page, 'level change evidence', (width) =>
      expect(
        width < 768
          ? page.getByRole('region', { name: NOTIFICATIONS.evidenceCaption })
          : page.getByRole('table', { name: NOTIFICATIONS.evidenceCaption }),
      ).toBeVisible(),
    );
    await expectNoSidewaysScroll(page, 'level change evidence');

    await page
      .getByRole('button', { name: NOTIFICATIONS.approveButton(subject.fullName), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: NOTIFICATIONS.approveDialog });
    await expect(dialog).toBeVisible();
    await animationsSettled(page);
    await expect(dialog.getByText(NOTIFICATIONS.underAudit)).toBeVisible();
    await expectNoAxeViolations(page, 'approve level change dialog');
    await dialog.getByRole('button', { name: NOTIFICATIONS.approveAnyway, exact: true }).click();

    await expect(page).toHaveURL('/admin/level-changes');
    await expect(page.getByText(NOTIFICATIONS.approved(subject.fullName))).toBeVisible();
    await expect(open).toHaveCount(0);
    await page
      .getByRole('combobox', { name: NOTIFICATIONS.status })
      .selectOption({ label: NOTIFICATIONS.approvedStatus });
    await expect(page).toHaveURL(/status=approved/);
    await expect(open).toBeVisible();

    // the seller was told
    const seller = bearer(await accessToken(request, subject.username));
    const told = await ok<{ results: { kind: string; data: { level?: string } }[] }>(
      await request.get('/api/v1/notifications', { headers: seller, params: { channel: 'notification' } }),
      `notifications of ${subject.username}`,
    );
    expect(told.results[0]?.kind).toBe('level_approved');
  });
});

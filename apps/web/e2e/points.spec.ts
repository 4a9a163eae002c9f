import { expect, type Page, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { POINTS, POINTS_SELLER } from './texts.ts';

const t = POINTS;

/** A profile section opened by its URL: its heading is the screen's own (h1) on mobile, under the profile's on desktop. */
async function openSection(page: Page, isMobile: boolean, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: isMobile ? 1 : 2, name, exact: true })).toBeVisible();
}

test.describe('points, badges, ranking and points table (issue 4; SPEC §2, §6)', () => {
  test('a seller with history reads the statement with a filter, badges, the ranking by store and the points table', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, POINTS_SELLER);
    await expect(page).toHaveURL('/home');
    // The rewards home leads with the running campaign and its dates, the points (valid until its last day), the
    // level and the way to the next one; the ranking card sits beside it.
    const rewardsCard = page.getByRole('region', { name: t.home.campaign, exact: true });
    await expect(rewardsCard.getByText(t.home.dates)).toBeVisible();
    await expect(rewardsCard.getByText(t.home.points)).toBeVisible();
    await expect(rewardsCard.getByText(t.home.validUntil)).toBeVisible();
    await expect(rewardsCard.getByText(t.home.level)).toBeVisible();
    await expect(rewardsCard.getByRole('progressbar')).toBeVisible();
    const rankingCard = page.getByRole('region', { name: t.rankingCard, exact: true });
    await expect(rankingCard.getByText(t.position)).toBeVisible();
    await expectNoAxeViolations(page, 'home with the rewards and ranking cards');

    // My points: the balance of the running campaign, with the same last day as the home.
    await openSection(page, isMobile, '/profile/points', t.sections.points);
    await expect(
      page.getByRole('region', { name: t.available, exact: true }).getByText(t.home.validUntil),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'profile: my points');

    // Statement, filtered by status; the filter lives in the URL and survives a reload.
    await openSection(page, isMobile, '/profile/statement', t.sections.statement);
    await expect(page.getByText(t.statementCount)).toBeVisible();
    await page.getByRole('combobox', { name: t.status, exact: true }).selectOption({ label: t.underAudit });
    await expect(page).toHaveURL(/[?&]status=under_audit/);
    const results = isMobile
      ? page.getByRole('region', { name: t.statementTable, exact: true }).getByRole('listitem')
      : page.getByRole('table', { name: t.statementTable, exact: true }).locator('tbody tr');
    // the previous page stays on screen until the filtered one arrives: wait until no row is of another status
    await expect(results.filter({ hasNotText: t.underAudit })).toHaveCount(0);
    await expect(results.first()).toContainText(t.underAudit);
    // a sale posted by the points table reads as its rule's description, never as the rule's code
    await expect(results.first()).toContainText(t.notebookSale);
    await expect(results.filter({ hasText: 'sale.notebook' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'profile: statement filtered');

    await page.reload();
    await expect(page.getByRole('combobox', { name: t.status, exact: true })).toHaveValue('under_audit');
    await expect(results.first()).toBeVisible();

    // A date is typed in the app's order (pt-BR: day/month/year), never the browser's (this one speaks en-US).
    const from = page.getByRole('textbox', { name: t.from, exact: true });
    await expect(from).toHaveAttribute('placeholder', '31/12/2026');
    await from.pressSequentially('01102026');
    await expect(from).toHaveValue('01/10/2026');
    await expect(page).toHaveURL(/[?&]from=2026-10-01/);

    // The CSV of the same filter comes through the authenticated client as a file download.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportCsv, exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText(t.exported)).toBeVisible();

    // Badges: earned ones carry the date they were earned.
    await openSection(page, isMobile, '/profile/badges', t.sections.badges);
    await expect(page.getByText(t.badgesSummary)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: t.earnedOn }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'profile: badges');

    // Ranking filtered by the seller's store: their own place is marked, and no score column is shown.
    await openSection(page, isMobile, '/profile/ranking', t.sections.ranking);
    const mine = page.getByRole('region', { name: t.myPosition, exact: true });
    await expect(mine.getByText(t.position)).toBeVisible();
    await page.getByRole('combobox', { name: t.store, exact: true }).selectOption({ label: t.storeName });
    await expect(page).toHaveURL(/[?&]branch=\d+/);
    const own = page.locator('[aria-current="true"]').filter({ hasText: t.you });
    await expect(own).toContainText(POINTS_SELLER.fullName);
    await expect(page.getByRole('columnheader', { name: t.score })).toHaveCount(0);
    await expectNoAxeViolations(page, 'profile: ranking by store');

    // Points table: a table on desktop, stacked cards on mobile.
    await page.goto('/points-table');
    await expect(page.getByRole('heading', { level: 1, name: t.tableTitle, exact: true })).toBeVisible();
    if (isMobile) {
      const cards = page.getByRole('region', { name: t.tableCaption });
      await expect(cards.getByRole('listitem').filter({ hasText: t.notebookSale })).toBeVisible();
    } else {
      const table = page.getByRole('table', { name: t.tableCaption });
      await expect(table.getByRole('rowheader', { name: t.notebookSale, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'points table');

    await page.goto('/about-the-program');
    await expect(page.getByRole('heading', { level: 1, name: t.aboutTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.levelsTitle, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'about the programme');
  });
});

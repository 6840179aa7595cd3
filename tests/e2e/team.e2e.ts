import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { readMail } from '../int/support/mail-message';
import { changelogAlreadyShown, editorReady, saveCarrying, toolbarEntry, typeOverAndSave } from './support';
import { ownSite, signInOn, withDemoSite } from './own-site';

/**
 * Team & Zugänge (issue 30) on a site of its own: the owner invites an editor in the settings
 * panel, the invitation mail (an .eml of the outbox) is accepted in a second browser as a new
 * person, who edits and publishes; once the owner removes them, their next save is refused.
 */
const site = ownSite('team-e2e');
withDemoSite(site);

/** The invitation link of the newest mail to an address, once the outbox worker has written it. */
async function invitationLink(to: string): Promise<string> {
  const folder = path.join(E2E_DATA_DIR ?? '', 'mail');
  let link = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
          const mail = readMail(await readFile(path.join(folder, name), 'utf8'));
          if (!mail.header('to')?.includes(to)) continue;
          link = /https?:\/\/\S+\/invitation\?token=[\w%-]+/.exec(mail.text)?.[0] ?? '';
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

async function openTeam(page: Page) {
  await (await toolbarEntry(page, 'Einstellungen')).click();
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await panel.getByRole('heading', { name: 'Team & Zugänge', exact: true }).click();
  const team = panel.locator('[data-team-section]');
  await expect(team.locator('[data-member]').first()).toBeVisible({ timeout: 15_000 });
  return team;
}

test('an invited editor joins as a new person, publishes a change, and is refused once removed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const invitee = `redaktion-${Date.now()}@team-e2e.test`;
  await signInOn(page, site, '/de/edit/kontakt?toolbar=1');
  let panel = await openTeam(page);
  await panel.getByLabel('E-Mail-Adresse').fill(invitee);
  await panel.getByLabel('Rolle', { exact: true }).selectOption({ label: 'Redaktor/in' });
  const invited = page.waitForResponse((r) => r.url().endsWith('/api/v1/team/invitations') && r.ok());
  await panel.getByRole('button', { name: 'Einladung senden' }).click();
  await invited;
  await expect(panel.locator(`[data-invitation="${invitee}"]`)).toContainText('Redaktor/in');

  // The second browser: the link from the mail, a name and a password, and the editor opens.
  const link = await invitationLink(invitee);
  expect(new URL(link).host).toBe(new URL(site.origin).host);
  const other = await browser.newContext();
  const editor = await other.newPage();
  await changelogAlreadyShown(editor);
  await editor.goto(link);
  await expect(editor.getByRole('heading', { level: 1 })).toContainText('Einladung zu');
  await expect(editor.getByText('als Redaktor/in')).toBeVisible();
  await editor.getByLabel('Ihr Name').fill('Rita Redaktion');
  await editor.getByLabel('Passwort wählen').fill('Brillen-im-Schaufenster-2026');
  await editor.getByRole('button', { name: 'Konto anlegen und annehmen' }).click();
  await expect(editor).toHaveURL((url) => url.pathname === '/de/edit');
  await editor.goto(`${site.origin}/de/edit/kontakt?toolbar=1`);
  await editorReady(editor, '/de/edit/kontakt?toolbar=1');

  const title = editor.locator('[data-block="hero"] h1');
  await expect(title).toHaveAttribute('contenteditable', 'true');
  await title.click();
  await typeOverAndSave(editor, 'Das Team ist komplett');
  await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = editor.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  await editor
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ })
    .click();
  await published;
  await expect(editor.locator('[data-block="hero"] h1')).toHaveText('Das Team ist komplett');

  // The owner sees the new member (with a sign-in) and removes them.
  // (The panel's state is in the URL: the page is loaded anew with the toolbar only.)
  await page.goto(`${site.origin}/de/edit/kontakt?toolbar=1`);
  await editorReady(page, '/de/edit/kontakt?toolbar=1');
  panel = await openTeam(page);
  const row = panel.locator(`[data-member="${invitee}"]`);
  await expect(row).toContainText('Rita Redaktion');
  await expect(row).toContainText('Zuletzt angemeldet');
  await row.getByRole('button', { name: 'Rita Redaktion entfernen' }).click();
  const removed = page.waitForResponse((r) => r.url().includes('/api/v1/team/members/') && r.request().method() === 'DELETE' && r.ok());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Entfernen' }).click();
  await removed;
  await expect(row).toHaveCount(0);

  // Their next save is refused, and the editor says so; nothing reaches the page.
  await title.click();
  const refused = saveCarrying(editor, 'Nicht mehr erlaubt', { anyStatus: true });
  await editor.keyboard.press('Control+a');
  await editor.keyboard.type('Nicht mehr erlaubt');
  await editor.keyboard.press('Enter');
  expect((await refused).status()).toBe(401);
  await expect(editor.getByRole('button', { name: /nicht gespeichert/i })).toBeVisible();
  await page.goto(`${site.origin}/de/edit/kontakt`);
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Das Team ist komplett');
  await other.close();
});

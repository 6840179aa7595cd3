import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.route(/\/_islands\/chunk-/, async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
await page.addInitScript(() => {
  for (const t of ['keydown', 'click', 'submit', 'input']) document.addEventListener(t, (e) => console.log('ev', t, e.target?.tagName, e.isTrusted, e.defaultPrevented, performance.now() | 0, document.querySelector('webbox-island')?.hasAttribute('data-hydrated')), true);
});
await page.goto('http://localhost:3313/de/game');
await page.getByRole('button', { name: 'Spiel starten' }).click();
await page.waitForURL(/spieler/);
const add = page.getByPlaceholder('Hinzufügen');
await add.fill('  Anna  ');
await add.press('Enter');
await page.waitForSelector('webbox-island[data-hydrated]');
await page.waitForTimeout(1000);
console.log(await page.getByRole('list', { name: 'Spieler:innen' }).innerHTML(), JSON.stringify(await add.inputValue()));
await browser.close();

import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_KINDS, composeAccountMail } from './compose-account-mail';

describe('composeAccountMail', () => {
  it('writes every kind in each editor language with the link in both parts', () => {
    for (const kind of ACCOUNT_MAIL_KINDS) {
      for (const locale of ['de', 'fr', 'it', 'en'] as const) {
        const mail = composeAccountMail({
          kind,
          to: 'anna@example.ch',
          locale,
          url: 'https://webbox.example/x?token=abc',
          platform: 'webbox.example',
          site: 'Optik Muster',
          inviter: 'Ben',
          role: 'editor',
          name: 'Anna',
        });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain('https://webbox.example/x?token=abc');
        expect(mail.html).toContain('href="https://webbox.example/x?token=abc"');
        expect(mail.subject).not.toMatch(/[{}]/);
        expect(mail.text).not.toMatch(/[{}]/);
      }
    }
  });

  it('escapes names in the HTML part and keeps headers on one line', () => {
    const mail = composeAccountMail({
      kind: 'invitation',
      to: 'x@example.ch',
      locale: 'de',
      url: 'https://a.example/i?t=1&u=2',
      platform: 'webbox',
      site: 'Evil\r\nBcc: y@example.ch',
      inviter: '<script>alert(1)</script>',
      role: 'optician',
    });
    expect(mail.subject).toBe('Einladung zu Evil Bcc: y@example.ch');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://a.example/i?t=1&amp;u=2"');
    expect(mail.text).toContain('Optiker/in');
  });
});

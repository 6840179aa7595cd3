import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountT } from './account-texts';
import { type AccountViewData, AccountView } from './AccountView';
import { ForgotPasswordView } from './ForgotPasswordView';
import { passwordResetT } from './password-reset-texts';

const data: AccountViewData = {
  name: 'Anna Muster',
  email: 'anna@example.ch',
  sessions: [
    { id: 'here', browser: 'Chrome', system: 'Linux', lastSeen: new Date('2026-11-28T09:00:00Z'), current: true },
    { id: 'phone', browser: 'Safari', system: 'iOS', lastSeen: new Date('2026-11-27T09:00:00Z'), current: false },
  ],
  twoFactor: { enabled: false, pending: null },
  backupCodes: null,
};

function render(overrides: Partial<AccountViewData> = {}, query = {}) {
  return renderToStaticMarkup(
    <AccountView
      t={accountT('de')}
      language="de"
      locale="fr"
      formBase="/api/v1/account"
      hostName="Optik"
      backHref="/fr/edit"
      data={{ ...data, ...overrides }}
      query={query}
      formatDate={(date) => date.toISOString()}
    />,
  );
}

describe('AccountView', () => {
  it('posts every form to its route with the page language, and offers sign-out only for the other devices', () => {
    const html = render();
    for (const form of ['name', 'email', 'password', 'sessions/revoke', 'sessions/revoke-others', 'two-factor/enable'])
      expect(html).toContain(`action="/api/v1/account/${form}"`);
    expect(html).toContain('name="locale" value="fr"');
    expect(html).toContain('Chrome auf Linux');
    expect(html).toContain('aria-label="Safari auf iOS abmelden"');
    expect(html).toContain('name="sessionId" value="phone"');
    expect(html).not.toContain('name="sessionId" value="here"');
  });

  it("shows a form's answer in its own section only", () => {
    const html = render({}, { section: 'password', error: 'wrongPassword' });
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html).toContain('id="password-error" role="alert"');
    expect(html).toContain('Das Passwort stimmt nicht.');
    expect(render({}, { section: 'password', error: 'made-up' })).not.toContain('role="alert"');
  });

  it('shows a pending set-up with the secret as text and the code form, and backup codes with a download', () => {
    const html = render({
      twoFactor: { enabled: false, pending: { secret: 'MZXW6YTBOIMZXW6YTB', uri: 'otpauth://totp/Webbox:a?secret=MZXW6YTBOIMZXW6YTB' } },
      backupCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'],
    });
    expect(html).toContain('MZXW 6YTB OIMZ XW6Y TB');
    expect(html).toContain('action="/api/v1/account/two-factor/confirm"');
    expect(html).toContain('<li>AAAAA-BBBBB</li>');
    expect(html).toContain(`href="data:text/plain;charset=utf-8,${encodeURIComponent('AAAAA-BBBBB\nCCCCC-DDDDD\n')}"`);
  });
});

describe('ForgotPasswordView', () => {
  it('says the same sentence after sending, whatever the address', () => {
    const html = renderToStaticMarkup(
      <ForgotPasswordView t={passwordResetT('de')} hostName="Optik" locale="de" action="/api/v1/password/forgot" sent error={null} />,
    );
    expect(html).toContain('Falls für diese Adresse ein Konto besteht');
    expect(html).not.toContain('<form');
  });

  it('marks the field of a malformed address and names its error', () => {
    const html = renderToStaticMarkup(
      <ForgotPasswordView t={passwordResetT('fr')} hostName="Optik" locale="fr" action="/api/v1/password/forgot" sent={false} error="email" />,
    );
    expect(html).toContain('aria-describedby="forgot-email-error" aria-invalid="true"');
    expect(html).toContain('Veuillez saisir une adresse e-mail valide.');
  });
});

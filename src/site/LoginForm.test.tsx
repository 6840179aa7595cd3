import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { twoFactorTexts } from './account/password-reset-texts';
import { LoginForm } from './LoginForm.client';
import { signInTexts } from './public-texts';

const twoFactor = { t: twoFactorTexts('de'), action: '/api/v1/sign-in/two-factor', loginHref: '/de/login' };

describe('LoginForm', () => {
  it('posts to the form endpoint, so the password never lands in the URL without JavaScript', () => {
    const html = renderToStaticMarkup(
      <LoginForm t={signInTexts('de')} locale="de" next="/de/edit/kontakt" action="/api/v1/sign-in/form" error={null} twoFactor={twoFactor} />,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/api/v1/sign-in/form"');
    expect(html).toContain('name="next" value="/de/edit/kontakt"');
    expect(html).toContain('name="locale" value="de"');
  });

  it('shows the error a form-post sign-in came back with', () => {
    const t = signInTexts('de');
    const html = renderToStaticMarkup(<LoginForm t={t} locale="de" next="/de/edit" action="/api/v1/sign-in/form" error={t.failed} twoFactor={twoFactor} />);
    expect(html).toContain(`role="alert" class="min-h-6 text-sm text-red-700">${t.failed}</p>`);
  });
});

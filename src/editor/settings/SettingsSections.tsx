'use client';

import { useState } from 'react';
import { FONT_STACK_NAMES, type SiteSettings } from '@/shared/content/settings';
import { SWISSTOPO_LIGHT_STYLE_URL } from '@/shared/map/map-style';
import { BusinessSection } from '../business/BusinessSection';
import { ActivitySection } from '../audit/ActivitySection';
import { DomainsSection } from '../domains/DomainsSection';
import { TeamSection } from '../team/TeamSection';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useCan } from '../permissions';
import { SelectSetting, SettingsSection, TextSetting, ToggleSetting } from './controls';
import { LogoSetting } from './LogoSetting';
import { FooterHoursSetting } from './FooterHoursSetting';
import { FooterReset } from './FooterReset';
import { EditorLanguageSetting } from './EditorLanguageSetting';
import { SiteLanguagesSection } from './SiteLanguagesSection';
import { TranslationSection } from './TranslationSection';
import { ChangelogButton } from '../changelog/ChangelogButton';
import { readPath, type SettingsPath, writePath } from './settings-path';
import { type FieldErrors, fieldErrorsOf } from './use-settings';

/** The live preview of a theme colour: the page's custom property changes while the colour is chosen. */
function previewThemeColor(name: string, value: string): void {
  if (/^#[0-9a-f]{6}$/i.test(value)) document.querySelector<HTMLElement>('[data-mode]')?.style.setProperty(`--site-${name}`, value);
}

type Props = { settings: SiteSettings; save: (next: SiteSettings) => Promise<boolean>; resetFooter: (branchId: string) => Promise<void> };

const ERROR_KEYS = [
  'invalidColor',
  'invalidUrl',
  'invalidEmail',
  'invalidPhone',
  'invalidFeedId',
  'invalidAccount',
  'invalidAnalyticsId',
  'invalidTagManagerId',
  'invalidPixelId',
] as const;
const isErrorKey = (key: string): key is (typeof ERROR_KEYS)[number] => (ERROR_KEYS as readonly string[]).includes(key);

const COLORS = ['primary', 'secondary', 'background', 'header'] as const;
const SIZES = ['small', 'medium', 'large'] as const;
const TARGETS = ['shore', 'url', 'email', 'phone', 'page'] as const;

/** The settings panel's sections (editor-panels §2 "Site settings panel"), each saving on change. */
export function SettingsSections({ settings, save, resetFooter }: Props) {
  const t = useEditorT('editorSettings');
  const env = useEditorEnvironment();
  const [errors, setErrors] = useState<FieldErrors>({});
  const canLanguages = useCan('languages');
  const canDomains = useCan('domains');

  const change = async (path: SettingsPath, value: unknown, edit?: (next: SiteSettings) => SiteSettings): Promise<boolean> => {
    let next = writePath(settings, path, value);
    if (edit) next = edit(next);
    const found = fieldErrorsOf(next);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return false;
    }
    setErrors({});
    return save(next);
  };
  const text = (path: SettingsPath) => String(readPath(settings, path) ?? '');
  const errorOf = (path: SettingsPath) => {
    const key = errors[path];
    if (!key) return undefined;
    return isErrorKey(key) ? t(`errors.${key}`) : t('errors.generic');
  };
  const textSetting = (path: SettingsPath, label: string, extra: { placeholder?: string; type?: 'text' | 'email' | 'tel' | 'url' } = {}) => (
    <TextSetting key={path} label={label} value={text(path)} error={errorOf(path)} onCommit={(value) => change(path, value)} {...extra} />
  );
  const toggle = (path: SettingsPath, label: string, edit?: (next: SiteSettings, on: boolean) => SiteSettings) => (
    <ToggleSetting
      key={path}
      label={label}
      checked={readPath(settings, path) === true}
      onChange={(on) => void change(path, on, edit ? (next) => edit(next, on) : undefined)}
    />
  );
  const choice = <V extends string>(path: SettingsPath, label: string, values: readonly V[], optionLabel: (value: V) => string) => (
    <SelectSetting
      key={path}
      label={label}
      value={readPath(settings, path) as V}
      options={values.map((value) => ({ value, label: optionLabel(value) }))}
      onChange={(value) => void change(path, value)}
    />
  );
  const colorLabel = (value: (typeof COLORS)[number]) => t(`colors.${value}`);
  const sizeLabel = (value: (typeof SIZES)[number]) => t(`sizes.${value}`);
  const { bookingButton: booking, footer, appearance } = settings;

  return (
    <div className="min-h-0 flex-1 overflow-y-auto pb-6">
      <SettingsSection title={t('header.title')} defaultOpen>
        <LogoSetting label={t('header.logo')} mediaId={settings.header.logoMediaId} onChange={(id) => change('header.logoMediaId', id)} />
        <LogoSetting
          label={t('header.alternativeLogo')}
          mediaId={settings.header.alternativeLogoMediaId}
          onChange={(id) => change('header.alternativeLogoMediaId', id)}
        />
        {toggle('header.useAlternativeLogo', t('header.useAlternativeLogo'))}
        {choice('header.logoSize', t('header.logoSize'), SIZES, sizeLabel)}
        {choice('header.logoPosition', t('header.logoPosition'), ['left', 'center'] as const, (value) => t(`positions.${value}`))}
        {toggle('header.boldHeaderFont', t('header.bold'))}
        {toggle('header.upperCase', t('header.upperCase'))}
        {choice('appearance.header', t('header.background'), ['opaque', 'transparent'] as const, (value) => t(`header.${value}`))}
        {toggle('appearance.opaqueHeaderOnMobile', t('header.opaqueOnMobile'))}
        {toggle('appearance.showLogoOnMobile', t('header.logoOnMobile'))}
        {toggle('header.loginPage.useLinkToLoginPage', t('header.loginLink'))}
        {settings.header.loginPage.useLinkToLoginPage ? textSetting('header.loginPage.url', t('header.loginUrl')) : null}
      </SettingsSection>

      <SettingsSection title={t('booking.title')}>
        {toggle('bookingButton.active', t('booking.active'))}
        {choice('bookingButton.position', t('booking.position'), ['left', 'right'] as const, (value) => t(`positions.${value}`))}
        {choice('bookingButton.color', t('booking.color'), COLORS, colorLabel)}
        {choice('bookingButton.target', t('booking.target'), TARGETS, (value) => t(`booking.targets.${value}`))}
        {booking.target === 'shore' ? textSetting('bookingButton.shoreCompany', t('booking.shoreCompany')) : null}
        {booking.target === 'url' ? textSetting('bookingButton.url', t('booking.url'), { type: 'url', placeholder: 'https://' }) : null}
        {booking.target === 'email' ? textSetting('bookingButton.email', t('booking.email'), { type: 'email' }) : null}
        {booking.target === 'phone' ? textSetting('bookingButton.phone', t('booking.phone'), { type: 'tel' }) : null}
        {booking.target === 'page' ? (
          <SelectSetting
            label={t('booking.page')}
            value={booking.pageId ?? ''}
            options={[
              { value: '', label: t('booking.noPage') },
              ...env.pages.filter((page) => !page.collection).map((page) => ({ value: page.id, label: page.name[env.locale] ?? page.id })),
            ]}
            onChange={(value) => void change('bookingButton.pageId', value || null)}
          />
        ) : null}
        {env.site.locales.map((locale) =>
          textSetting(`bookingButton.label.${locale}`, t('booking.label', { locale: locale.toUpperCase() }), { placeholder: t('booking.labelPlaceholder') }),
        )}
      </SettingsSection>

      <SettingsSection title={t('footer.title')}>
        {choice('appearance.footerColor', t('footer.color'), COLORS, colorLabel)}
        {toggle('footer.upperCase', t('footer.upperCase'))}
        {choice('footer.logoSize', t('footer.logoSize'), SIZES, sizeLabel)}
        {toggle('footer.useBusinessDataFromLookUp', t('footer.useBusinessData'))}
        {footer.useBusinessDataFromLookUp ? null : (
          <>
            {textSetting('footer.street', t('footer.street'))}
            {textSetting('footer.postcode', t('footer.postcode'))}
            {textSetting('footer.city', t('footer.city'))}
            {textSetting('footer.email', t('footer.email'), { type: 'email' })}
            {textSetting('footer.phone', t('footer.phone'), { type: 'tel' })}
          </>
        )}
        <FooterHoursSetting hours={footer.openingHours} branchId={footer.branchId} onChange={(hours) => change('footer.openingHours', hours)} />
        {toggle('footer.showTerms', t('footer.showTerms'))}
        <FooterReset onReset={resetFooter} />
      </SettingsSection>

      <BusinessSection />

      <SettingsSection title={t('editorLanguage.title')}>
        <EditorLanguageSetting />
        <ChangelogButton />
      </SettingsSection>

      {canLanguages ? <SiteLanguagesSection /> : null}
      <TeamSection />
      {canDomains ? <DomainsSection /> : null}
      <ActivitySection />
      <TranslationSection glossary={settings.translation.glossary} onSave={(glossary) => change('translation.glossary', glossary)} />

      <SettingsSection title={t('social.title')}>
        {textSetting('socialAccounts.instagram', 'Instagram', { type: 'url', placeholder: 'https://instagram.com/…' })}
        {textSetting('socialAccounts.facebook', 'Facebook', { type: 'url', placeholder: 'https://facebook.com/…' })}
        {textSetting('socialAccounts.linkedIn', 'LinkedIn', { type: 'url', placeholder: 'https://linkedin.com/company/…' })}
        {textSetting('socialAccounts.behold', t('social.behold'))}
        <LogoSetting
          label={t('social.shareImage')}
          mediaId={settings.sharing.imageMediaId}
          onChange={(id) => change('sharing.imageMediaId', id)}
          texts={{ choose: t('header.chooseLogo'), chosen: t('header.logoChosen'), none: t('header.noLogo'), remove: t('header.removeLogo') }}
        />
        <p className="text-xs text-neutral-500">{t('social.shareImageHint')}</p>
      </SettingsSection>

      <SettingsSection title={t('tracking.title')}>
        {textSetting('tracking.googleAnalytics', t('tracking.analytics'), { placeholder: 'G-XXXXXXXXXX' })}
        {textSetting('tracking.googleTagManager', t('tracking.tagManager'), { placeholder: 'GTM-XXXXXXX' })}
        {textSetting('tracking.facebookPixel', t('tracking.pixel'), { placeholder: '123456789012345' })}
        {toggle('tracking.requireConsent', t('tracking.requireConsent'))}
      </SettingsSection>

      <SettingsSection title={t('survey.title')}>{textSetting('accounts.swissQualiQuest', t('survey.account'))}</SettingsSection>

      <SettingsSection title={t('map.title')}>
        <p className="text-xs text-neutral-500">{t('map.hint')}</p>
        {textSetting('map.lightStyleUrl', t('map.light'), { type: 'url', placeholder: SWISSTOPO_LIGHT_STYLE_URL })}
        {textSetting('map.darkStyleUrl', t('map.dark'), { type: 'url', placeholder: t('map.darkPlaceholder') })}
      </SettingsSection>

      <SettingsSection title={t('overlay.title')}>
        {toggle('appearance.triangle', t('overlay.triangle'), (next, on) => (on ? writePath(next, 'appearance.bubble', false) : next))}
        {toggle('appearance.bubble', t('overlay.bubble'), (next, on) => (on ? writePath(next, 'appearance.triangle', false) : next))}
        <ToggleSetting
          label={t('overlay.gradient')}
          checked={appearance.gradient !== null}
          onChange={(on) =>
            void change('appearance.gradient', on ? { enabled: true, from: settings.theme.colors.primary, to: settings.theme.colors.secondary } : null)
          }
        />
        {appearance.gradient ? (
          <>
            <TextSetting
              type="color"
              label={t('overlay.from')}
              value={appearance.gradient.from}
              onCommit={(value) => change('appearance.gradient.from', value)}
            />
            <TextSetting type="color" label={t('overlay.to')} value={appearance.gradient.to} onCommit={(value) => change('appearance.gradient.to', value)} />
          </>
        ) : null}
      </SettingsSection>

      <SettingsSection title={t('contact.title')}>
        <p className="text-xs text-neutral-500">{t('contact.hint')}</p>
        {textSetting('contact.email', t('contact.email'), { type: 'email' })}
        {textSetting('contact.companyName', t('contact.companyName'))}
      </SettingsSection>

      <SettingsSection title={t('theme.title')}>
        {(['primary', 'secondary', 'background', 'header', 'text'] as const).map((name) => (
          <TextSetting
            key={name}
            type="color"
            label={t(`theme.colors.${name}`)}
            value={settings.theme.colors[name]}
            onPreview={(value) => previewThemeColor(name, value)}
            onCommit={(value) => change(`theme.colors.${name}`, value)}
          />
        ))}
        {choice('theme.fonts.heading', t('theme.headingFont'), FONT_STACK_NAMES, (value) => t(`theme.fonts.${value}`))}
        {choice('theme.fonts.body', t('theme.bodyFont'), FONT_STACK_NAMES, (value) => t(`theme.fonts.${value}`))}
      </SettingsSection>
    </div>
  );
}

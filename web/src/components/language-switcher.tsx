import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGES } from '../i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('topbar.language')}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(lang) => void i18n.changeLanguage(lang)}
      data={LANGUAGES.map((lang) => ({ value: lang, label: <span lang={lang}>{LANGUAGE_LABELS[lang]}</span> }))}
    />
  );
}

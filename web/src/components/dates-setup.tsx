import { DatesProvider } from '@mantine/dates';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setDayjsLocale } from '../lib/dayjs-locale';
import { dayjsLocaleOf, getArabicMonthStyle, subscribeArabicMonthStyle } from '../lib/format';

/**
 * The date pickers' locale and first day of the week, following the language and the office's Arabic
 * month names. Each picker wraps itself in it, so dayjs and its locales come with the screens that
 * pick dates, not with the shell.
 */
export function DatesSetup({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const monthStyle = useSyncExternalStore(subscribeArabicMonthStyle, getArabicMonthStyle);
  useEffect(() => setDayjsLocale(lang), [lang, monthStyle]);
  return <DatesProvider settings={{ locale: dayjsLocaleOf(lang), firstDayOfWeek: lang === 'en' ? 0 : 1 }}>{children}</DatesProvider>;
}

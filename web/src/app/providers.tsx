import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hasUnsavedChanges } from '../components/dirty-forms';
import { directionOf, i18n } from '../i18n';
import { isApiError } from '../lib/api-client';
import { getArabicMonthStyle, subscribeArabicMonthStyle } from '../lib/format';
import { LazyNotifications } from './lazy-notifications';
import { cssVariablesResolver, theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A 4xx will not get better by asking again.
        retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const [lang, setLang] = useState(i18n.language);
  // The date pickers' locale follows around each picker (components/dates-setup.tsx), with dayjs.
  useEffect(() => {
    const update = (next: string) => setLang(next);
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, []);
  const dir = directionOf(lang);
  const monthStyle = useSyncExternalStore(subscribeArabicMonthStyle, getArabicMonthStyle);
  // Screens render again when the office changes its Arabic month names while Arabic is shown; a
  // change of language itself must not remount them (that dropped every open form's values and errors),
  // nor may the new names while a form holds unsaved changes: its dates take them as it re-renders.
  const [months, setMonths] = useState({ style: monthStyle, key: 0 });
  if (months.style !== monthStyle) setMonths({ style: monthStyle, key: lang === 'ar' && !hasUnsavedChanges() ? months.key + 1 : months.key });

  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        <DirectionSync dir={dir} />
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            {/* At the bottom: never over the top bar's controls or a focused field near the top. */}
            <LazyNotifications position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} />
            {/* The office changed its Arabic month names: Arabic screens render their dates again. */}
            <Fragment key={months.key}>{children}</Fragment>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/** Switches Mantine's direction in place, so a language change keeps every form's state. */
function DirectionSync({ dir }: { dir: 'rtl' | 'ltr' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

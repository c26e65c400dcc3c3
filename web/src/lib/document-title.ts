import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { publicSettingsQuery } from '../api/public-settings';

/** The office's name from Settings, or the app's name until it arrives (or when signed out). */
export function useOfficeName(enabled = true): string {
  const { t } = useTranslation();
  const settings = useQuery({ ...publicSettingsQuery, enabled });
  return settings.data?.office_name?.trim() || t('appName');
}

/** Sets the browser tab's title: "<page> — <office>". */
export function useDocumentTitle(pageTitle: string | undefined, enabled = true): void {
  const office = useOfficeName(enabled);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${office}` : office;
  }, [pageTitle, office]);
}

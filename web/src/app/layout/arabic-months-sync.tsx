import { ARABIC_MONTH_STYLES, type ArabicMonthStyle } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { setArabicMonthStyle } from '../../lib/format';

/** Applies the office's choice of Arabic month names (Settings) to every date shown or picked. */
export function ArabicMonthsSync() {
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => api<{ arabic_months?: ArabicMonthStyle }>('/api/settings/public', { signal }),
    staleTime: 5 * 60_000,
  });
  const style = settings.data?.arabic_months;
  useEffect(() => {
    if (style && (ARABIC_MONTH_STYLES as readonly string[]).includes(style)) setArabicMonthStyle(style);
  }, [style]);
  return null;
}

import { ARABIC_MONTH_STYLES } from '@cabinet/shared';
import { useEffect } from 'react';
import { usePublicSettings } from '../../api/public-settings';
import { setArabicMonthStyle } from '../../lib/format';

/** Applies the office's choice of Arabic month names (Settings) to every date shown or picked. */
export function ArabicMonthsSync() {
  const style = usePublicSettings().data?.arabic_months;
  useEffect(() => {
    if (style && (ARABIC_MONTH_STYLES as readonly string[]).includes(style)) setArabicMonthStyle(style);
  }, [style]);
  return null;
}

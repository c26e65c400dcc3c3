import { useEffect } from 'react';
import { usePublicSettings } from '../../api/public-settings';
import { setOfficeTerms } from '../../i18n';

/** Applies the wordings the office confirmed (Settings: the bailiff's French title, the "instrument" numbers) to every screen. */
export function OfficeTermsSync() {
  const settings = usePublicSettings().data;
  const bailiff = settings?.bailiff_title ?? null;
  const instrument = settings?.instrument_numbers ?? null;
  useEffect(() => setOfficeTerms({ bailiff_title: bailiff, instrument_numbers: instrument }), [bailiff, instrument]);
  return null;
}

import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar-ma';
import 'dayjs/locale/ar-tn';
import 'dayjs/locale/ar-ly';
import { dayjsLocaleOf } from './format';

// The pickers' day names spelled as every other date in the app (Intl, the catalogues): الاثنين
// with a hamzat al-wasl, أحد and أربعاء with their hamza.
dayjs.extend(updateLocale);
const ARABIC_WEEKDAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const ARABIC_WEEKDAYS_SHORT = ['أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'];
for (const locale of ['ar-ma', 'ar-tn', 'ar-ly']) dayjs.updateLocale(locale, { weekdays: ARABIC_WEEKDAYS, weekdaysShort: ARABIC_WEEKDAYS_SHORT });

/** The date pickers' language (dayjs and its locales load with the signed-in shell, not the sign-in page). */
export function setDayjsLocale(lang: string): void {
  dayjs.locale(dayjsLocaleOf(lang));
}

import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar-ma';
import 'dayjs/locale/ar-tn';
import 'dayjs/locale/ar-ly';
import { dayjsLocaleOf } from './format';

/** The date pickers' language (dayjs and its locales load with the signed-in shell, not the sign-in page). */
export function setDayjsLocale(lang: string): void {
  dayjs.locale(dayjsLocaleOf(lang));
}

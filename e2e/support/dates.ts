/** Calendar arithmetic on YYYY-MM-DD strings in UTC, the office time zone the tests set: today moved by days and months. */
export const utcDay = (offsetDays: number, months = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate() + offsetDays)).toISOString().slice(0, 10);
};

/** A YYYY-MM-DD date as the English screens show it (DD/MM/YYYY). */
export const enDate = (date: string) => date.split('-').reverse().join('/');

/** A YYYY-MM-DD date written out as the English screens write it: "Monday 30 November 2026". */
export const enLongDate = (date: string) => {
  const value = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(value);
  return `${part({ weekday: 'long' })} ${value.getUTCDate()} ${part({ month: 'long' })} ${value.getUTCFullYear()}`;
};

/** Calendar arithmetic on YYYY-MM-DD strings in UTC, the office time zone the tests set: today moved by days and months. */
export const utcDay = (offsetDays: number, months = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate() + offsetDays)).toISOString().slice(0, 10);
};

/** A YYYY-MM-DD date as the English screens show it (DD/MM/YYYY). */
export const enDate = (date: string) => date.split('-').reverse().join('/');

import { z } from 'zod';
import { storableString } from './common';
import { countryCode, weekendDays } from './deadlines';
import { ARABIC_MONTH_STYLES } from './arabic-months';
import { FISCAL_COUNTRIES, officeIdentifiersSchema } from './money';
import { LIMITS } from './limits';
import { BAILIFF_TITLES, INSTRUMENT_MEANINGS } from './office-terms';

export const REGISTRATION_POLICIES = ['approval', 'open', 'closed'] as const;
export const CURRENCIES = ['USD', 'EUR', 'MAD', 'DZD', 'TND', 'GBP', 'CHF', 'CAD', 'XOF', 'EGP', 'SAR', 'AED'] as const;

/**
 * The currency of each country whose calendar Cabinet knows: offered on the settings page when the
 * office's country and its currency disagree (the default currency is the original's dollar).
 */
export const COUNTRY_CURRENCIES: Readonly<Record<string, (typeof CURRENCIES)[number]>> = { MA: 'MAD', DZ: 'DZD', TN: 'TND', FR: 'EUR' };

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

// In a module without zod: the web's entry needs the list, not the settings schema.
export { ARABIC_MONTH_STYLES, type ArabicMonthStyle } from './arabic-months';
export * from './office-terms';

export const settingsSchema = z.object({
  office_name: storableString().trim().min(1, { error: 'Office name is required' }).max(200),
  timezone: z.string().max(64).refine(isTimeZone, { error: 'Unknown time zone' }),
  currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }),
  stale_months: z.number().int().min(1).max(120),
  registration: z.enum(REGISTRATION_POLICIES),
  session_idle_minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  session_absolute_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** Largest document accepted, in MB (MiB). */
  max_upload_mb: z.number().int().min(1).max(2048),
  /** ISO 3166-1 alpha-2: whose public holidays are not working days (null: none). */
  country: z.union([countryCode, z.null()]),
  /** ISO weekdays the office does not work (default Saturday and Sunday). */
  weekend_days: weekendDays,
  /** Which Arabic month names the office reads, in formatted dates and date pickers alike. */
  arabic_months: z.enum(ARABIC_MONTH_STYLES),
  /** The bailiff's French title as the office confirms it; null: not confirmed yet (office-terms.ts). */
  bailiff_title: z.enum(BAILIFF_TITLES, { error: 'Choose one of the listed titles' }).nullable(),
  /** What the dossier's "instrument" numbers hold; null: not confirmed yet (office-terms.ts). */
  instrument_numbers: z.enum(INSTRUMENT_MEANINGS, { error: 'Choose the filing or the decision' }).nullable(),
  /** Hour of the daily digest in the office time zone; null: no digest. */
  digest_hour: z
    .number({ error: 'Choose an hour from 0 to 23' })
    .int({ error: 'Choose an hour from 0 to 23' })
    .min(0, { error: 'Choose an hour from 0 to 23' })
    .max(23, { error: 'Choose an hour from 0 to 23' })
    .nullable(),
  /** Whose tax rules the fee notes follow (GET /api/fiscal-profiles); null: no fee note can be issued yet. */
  fiscal_profile: z.enum(FISCAL_COUNTRIES, { error: 'Choose a fiscal profile from the list' }).nullable(),
  /** The office's legal identifiers printed on its fee notes (ICE, IF, matricule fiscal, NIF…). */
  office_identifiers: officeIdentifiersSchema,
  /** The office's address as printed on its fee notes. */
  office_address: storableString().trim().max(LIMITS.mediumText, { error: 'This text is too long' }).nullable(),
  /**
   * The action type a level's recorded notification adds (the action that starts the deadlines);
   * null: none chosen, and a notification recorded without naming a type is refused.
   */
  notification_action_type: z.number({ error: 'Choose an action type' }).int().positive().max(2_147_483_647).nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsPatch = settingsSchema.partial();
/** The part of the settings every signed-in screen needs. */
export const publicSettingsSchema = settingsSchema.pick({
  office_name: true,
  timezone: true,
  currency: true,
  stale_months: true,
  max_upload_mb: true,
  arabic_months: true,
  bailiff_title: true,
  instrument_numbers: true,
  country: true,
});

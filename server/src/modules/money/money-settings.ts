import type { Settings } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fiscalProfile } from './fiscal-profiles';
import { createLedgerRepository } from './ledger.repository';

export const CURRENCY_LOCKED = 'The currency cannot change once money has been recorded';
export const PROFILE_CURRENCY = "The fiscal profile's currency and the office's currency must be the same";

/**
 * What the office settings must respect for the money: amounts are kept in the currency's minor
 * units, so the currency stays once money is recorded; a fiscal profile bills in its own currency.
 */
export async function checkMoneySettings(db: Kysely<Database>, before: Settings, after: Settings): Promise<void> {
  if (after.currency !== before.currency && (await createLedgerRepository(db).anyMoney())) {
    throw new AppError('validation_failed', 'Some fields are invalid', { currency: CURRENCY_LOCKED });
  }
  const profile = fiscalProfile(after.fiscal_profile);
  if (
    profile &&
    profile.currency !== after.currency &&
    (after.fiscal_profile !== before.fiscal_profile || after.currency !== before.currency)
  ) {
    throw new AppError('validation_failed', 'Some fields are invalid', { fiscal_profile: PROFILE_CURRENCY });
  }
}

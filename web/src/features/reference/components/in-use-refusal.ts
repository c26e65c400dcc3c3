import { referenceUsageSchema } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ApiError } from '../../../lib/api-client';
import { translateValidation } from '../../../lib/errors';
import { usageList } from './usage-list';

const usagesSchema = z.array(referenceUsageSchema).min(1);

/**
 * A delete refused with 409 `in_use`, in the user's language: from the `usages` the server sends
 * ("it is used by 3 dossiers and 1 expertise"); without them (a use that appeared during the
 * delete), the server's short message, translated when known and quoted when not.
 */
export function describeInUse(err: ApiError, inUseSentence: (usages: string) => string, t: TFunction): string {
  const usages = usagesSchema.safeParse(err.details.usages);
  if (usages.success) return inUseSentence(usageList(usages.data, t));
  const known = translateValidation(err.message);
  return known !== err.message ? known : t('reference:inUse.raw', { message: err.message });
}

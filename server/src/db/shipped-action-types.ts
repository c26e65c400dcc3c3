import { OWN_DEFAULT_ACTION_TYPES } from './defaults';
import { PRESET_TRIGGER_TYPES } from './deadline-presets';

/**
 * Cabinet's own action types: the defaults the old system never had (Hearing, Filing) and the
 * notification types the deadline presets start from. Each is known by a stable code
 * (`type_action.code`), never by its id: an import whose old system used the same ids moves them
 * to free ids, and whatever refers to them (the presets' triggers, actions) follows.
 * The old system's special types (60–72) are not among them: their ids are their meaning.
 */
export const SHIPPED_ACTION_TYPE_CODES: readonly string[] = [
  ...OWN_DEFAULT_ACTION_TYPES.map((t) => t.code),
  ...PRESET_TRIGGER_TYPES.map((t) => t.code),
];

export const isShippedActionTypeCode = (code: unknown): code is string =>
  typeof code === 'string' && SHIPPED_ACTION_TYPE_CODES.includes(code);

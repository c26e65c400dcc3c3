import { PARTY_ROLES, type PartyRole } from '@cabinet/shared';
import type { TFunction } from 'i18next';

/** The roles as select options, in the order the office thinks of them. */
export const roleOptions = (t: TFunction) => PARTY_ROLES.map((role) => ({ value: role, label: t(`parties:roles.${role}`) }));

export const isRole = (value: string | null): value is PartyRole => (PARTY_ROLES as readonly string[]).includes(value ?? '');

import { partyCreateBody, type Party, type PartyCreateBody, type PartyKind } from '@cabinet/shared';
import { useForm } from '@mantine/form';
import { validateWith } from '../../../lib/form';

export interface PartyFormValues {
  kind: PartyKind;
  name: string;
  name_ar: string;
  national_id: string;
  phone: string;
  email: string;
  address: string;
  note: string;
}

export const emptyPartyValues: PartyFormValues = { kind: 'person', name: '', name_ar: '', national_id: '', phone: '', email: '', address: '', note: '' };

export const partyToValues = (party: Party): PartyFormValues => ({
  kind: party.kind,
  name: party.name,
  name_ar: party.name_ar ?? '',
  national_id: party.national_id ?? '',
  phone: party.phone ?? '',
  email: party.email ?? '',
  address: party.address ?? '',
  note: party.note ?? '',
});

/** The body the server expects: blank optional fields become null. */
export const valuesToBody = (values: PartyFormValues): PartyCreateBody => partyCreateBody.parse(values);

export function usePartyForm(initialValues: PartyFormValues = emptyPartyValues) {
  return useForm<PartyFormValues>({ initialValues, validate: validateWith(partyCreateBody) });
}

export type PartyFormApi = ReturnType<typeof usePartyForm>;

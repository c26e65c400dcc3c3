import { PARTY_LANGUAGES, partyCreateBody, type Party, type PartyCreateBody, type PartyKind, type PartyLanguage } from '@cabinet/shared';
import { useForm } from '@mantine/form';
import { validateWith } from '../../../lib/form';
import type { PartyLanguageField } from '../../../lib/hearing';

export interface PartyFormValues {
  kind: PartyKind;
  name: string;
  name_ar: string;
  national_id: string;
  phone: string;
  email: string;
  address: string;
  note: string;
  /** The language the office writes to the party in (its WhatsApp messages); null: not said. */
  language: PartyLanguage | null;
}

export const emptyPartyValues: PartyFormValues = { kind: 'person', name: '', name_ar: '', national_id: '', phone: '', email: '', address: '', note: '', language: null };

const languageOf = (value: unknown): PartyLanguage | null => (PARTY_LANGUAGES as readonly unknown[]).includes(value) ? (value as PartyLanguage) : null;

export const partyToValues = (party: Party & PartyLanguageField): PartyFormValues => ({
  kind: party.kind,
  name: party.name,
  name_ar: party.name_ar ?? '',
  national_id: party.national_id ?? '',
  phone: party.phone ?? '',
  email: party.email ?? '',
  address: party.address ?? '',
  note: party.note ?? '',
  language: languageOf(party.language),
});

/** The body the server expects: blank optional fields become null; the language only once one is chosen (an edit sends it always, valuesToPatch). */
export const valuesToBody = (values: PartyFormValues): PartyCreateBody & PartyLanguageField => {
  const language = languageOf(values.language);
  return { ...partyCreateBody.parse(values), ...(language && { language }) };
};

/** An edit's body: the language always, so choosing "not said" clears it. */
export const valuesToPatch = (values: PartyFormValues): PartyCreateBody & PartyLanguageField => ({
  ...valuesToBody(values),
  language: languageOf(values.language),
});

export function usePartyForm(initialValues: PartyFormValues = emptyPartyValues) {
  return useForm<PartyFormValues>({ initialValues, validate: validateWith(partyCreateBody) });
}

export type PartyFormApi = ReturnType<typeof usePartyForm>;

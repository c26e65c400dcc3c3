import type { DossierParty, Party } from '@cabinet/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { PartyLanguageField } from '../lib/hearing';
import { queryKeys } from './query-keys';

/** A party of the dossier as the "WhatsApp the client" button weighs it: its role there and its phone. */
export interface MessageRecipient {
  id_party: number;
  role: DossierParty['role'];
  name: string;
  name_ar: string | null;
  phone: string | null;
}

const FRESH_FOR = 30_000;

/**
 * The dossier's parties with their phone numbers: the link list names the roles, each party's own
 * record its phone (the same reads, and cache, as the dossier's Parties tab and the party page).
 */
export async function messageRecipients(queryClient: QueryClient, dossierId: number): Promise<MessageRecipient[]> {
  const linked = await queryClient.fetchQuery({
    queryKey: queryKeys.parties.ofDossier(dossierId),
    queryFn: ({ signal }) => api<{ items: DossierParty[]; total: number }>(`/api/dossiers/${dossierId}/parties`, { signal }),
    staleTime: FRESH_FOR,
  });
  const ids = [...new Set(linked.items.map((link) => link.id_party))];
  const parties = await Promise.all(
    ids.map((id) =>
      queryClient.fetchQuery({
        queryKey: queryKeys.parties.detail(id),
        queryFn: ({ signal }) => api<Party & PartyLanguageField>(`/api/parties/${id}`, { signal }),
        staleTime: FRESH_FOR,
      }),
    ),
  );
  const phoneOf = new Map(parties.map((party) => [party.id_party, party.phone?.trim() || null]));
  return linked.items.map((link) => ({
    id_party: link.id_party,
    role: link.role,
    name: link.name,
    name_ar: link.name_ar,
    phone: phoneOf.get(link.id_party) ?? null,
  }));
}

/** `GET /api/actions/{id}/notify-link?party=`: the `wa.me` address with the message written in the party's language (the server notes it in the dossier's history). */
/** The WhatsApp address for a party; the server records it in the dossier's history, which is refreshed. */
export async function fetchNotifyLink(queryClient: QueryClient, dossierId: number, actionId: number, partyId: number) {
  const link = await api<{ url: string }>(`/api/actions/${actionId}/notify-link`, { query: { party: partyId } });
  void queryClient.invalidateQueries({ queryKey: queryKeys.audit.dossier(dossierId) });
  return link;
}

/** Only WhatsApp's own addresses are opened: a link is never a way to send the user anywhere else. */
export const isWhatsAppUrl = (url: string): boolean => /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(url);

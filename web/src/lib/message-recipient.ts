import type { PartyRole } from '@cabinet/shared';
import type { MessageRecipient } from '../api/notify-link';

/** What "WhatsApp the client" does once it knows the dossier's parties. */
export type RecipientChoice =
  | { kind: 'send'; recipient: MessageRecipient }
  | { kind: 'choose'; recipients: MessageRecipient[]; clientHasPhone: boolean }
  | { kind: 'noPhone'; client: MessageRecipient | null };

/** Never offered: a lawyer does not write to the other side about the case. */
const NEVER_WRITTEN_TO: readonly PartyRole[] = ['adverse', 'opposing_lawyer'];

const onePerParty = (recipients: MessageRecipient[]) => [...new Map(recipients.map((r) => [r.id_party, r])).values()];

/**
 * The client when one client has a phone; a choice when several clients do; when no client has
 * one, a choice among the other parties with a phone (said so), else a message naming the client
 * whose number is missing.
 */
export function chooseRecipient(parties: MessageRecipient[]): RecipientChoice {
  const clients = onePerParty(parties.filter((p) => p.role === 'client'));
  const phonedClients = clients.filter((p) => p.phone);
  if (phonedClients.length === 1) return { kind: 'send', recipient: phonedClients[0]! };
  if (phonedClients.length > 1) return { kind: 'choose', recipients: phonedClients, clientHasPhone: true };
  const clientIds = new Set(clients.map((c) => c.id_party));
  const others = onePerParty(parties.filter((p) => p.phone && !clientIds.has(p.id_party) && !NEVER_WRITTEN_TO.includes(p.role)));
  if (others.length > 0) return { kind: 'choose', recipients: others, clientHasPhone: false };
  return { kind: 'noPhone', client: clients[0] ?? null };
}

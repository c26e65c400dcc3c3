import type { DossierParty, DossierPartyLinkBody, PartyRole } from '@cabinet/shared';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { lockDossier, refreshSearchText, createDossiersRepository } from '../dossiers';
import { findConflicts } from './conflict-rules';
import { createPartiesRepository } from './parties.repository';
import { insertParty, newPartyValues, withNationalIdConstraint } from './party-insert';

const ALREADY_LINKED = 'This party already has this role on this dossier';

export function createDossierPartiesService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    async list(dossierId: number): Promise<{ items: DossierParty[]; total: number }> {
      if (!(await createDossiersRepository(db).findLive(dossierId))) throw notFound('Dossier');
      const items = await createPartiesRepository(db).partiesOfDossier(dossierId);
      return { items, total: items.length };
    },

    /**
     * Links a party in a role: an existing one, or a new one created in the same transaction. A
     * party holding an opposing role on a live dossier is a conflict of interest: refused (409
     * with the list) until the user confirms, and nothing is written meanwhile (a new party is
     * created only with its link). The confirmation is kept in the dossier's history with the
     * conflicts it overrode.
     */
    async link(actor: Actor, dossierId: number, body: DossierPartyLinkBody): Promise<DossierParty> {
      const at = isoNow(ctx.clock);
      const newKey = body.party ? newPartyValues(body.party).national_id_key : null;
      try {
        return await withNationalIdConstraint(
          db,
          () => newKey,
          () =>
            db.transaction().execute(async (trx) => {
              const dossiers = createDossiersRepository(trx);
              const repo = createPartiesRepository(trx);
              const dossier = await dossiers.findLive(dossierId);
              if (!dossier) throw notFound('Dossier');
              const party = body.party ? await insertParty(trx, actor, body.party, at) : await repo.findLive(body.id_party!);
              if (!party) throw new AppError('validation_failed', 'This party does not exist', { id_party: 'This party does not exist' });
              if (await repo.linkExists(dossierId, party.id_party, body.role))
                throw new AppError('conflict', ALREADY_LINKED, { role: ALREADY_LINKED });
              const conflicts = await findConflicts(repo, party, body.role, dossierId);
              if (conflicts.length > 0 && body.confirm_conflict !== true) {
                const refs = [...new Set(conflicts.map((c) => c.ref_dossier_bureau))].join(', ');
                throw new AppError('conflict_of_interest', `${party.name} holds an opposing role on dossier ${refs}`, undefined, {
                  details: { conflicts },
                });
              }
              await lockDossier(trx, dossierId);
              await repo.link({ fk_dossier: dossierId, fk_party: party.id_party, role: body.role, created_at: at, created_by: actor.id });
              await refreshSearchText(trx, [dossierId]);
              const changes: Record<string, [unknown, unknown]> = { party: [null, party.name], role: [null, body.role] };
              if (conflicts.length > 0) {
                changes.conflict_confirmed = [null, true];
                changes.conflicts = [null, conflicts.map((c) => `${c.ref_dossier_bureau} (${c.role})`).join(', ')];
              }
              await writeAudit(trx, {
                at,
                userId: actor.id,
                entity: 'dossier_party',
                entityId: party.id_party,
                operation: 'create',
                changes,
                dossierId,
              });
              return {
                id_party: party.id_party,
                name: party.name,
                name_ar: party.name_ar,
                kind: party.kind,
                national_id: party.national_id,
                role: body.role,
              };
            }),
        );
      } catch (error) {
        // The same link written concurrently: the primary key refused the second one.
        if (isUniqueViolation(error)) throw new AppError('conflict', ALREADY_LINKED, { role: ALREADY_LINKED });
        throw error;
      }
    },

    async unlink(actor: Actor, dossierId: number, partyId: number, role: PartyRole): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const dossiers = createDossiersRepository(trx);
        const repo = createPartiesRepository(trx);
        if (!(await dossiers.findLive(dossierId))) throw notFound('Dossier');
        const party = await repo.findLive(partyId);
        if (!party || !(await repo.unlink(dossierId, partyId, role))) throw notFound('Party on this dossier in this role');
        await refreshSearchText(trx, [dossierId]);
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'dossier_party',
          entityId: partyId,
          operation: 'delete',
          changes: { party: [party.name, null], role: [role, null] },
          dossierId,
        });
      });
    },
  };
}

import type { Dossier, DossierCreateBody, DossierListQuery, DossierPatchBody } from '@cabinet/shared';
import { notFound } from '../../lib/app-error';
import { diffRecords, writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { auditableDossier, dossierSearchText, dossierValues, toDossier } from './dossier-record';
import { checkDossierReferences, duplicateReference, updateDossierIn, withDossierConstraints } from './dossier-writes';
import { createPartiesRepository } from '../parties/parties.repository';
import { createDossiersRepository } from './dossiers.repository';

export function createDossiersService(ctx: AppContext) {
  const { db } = ctx.database;
  const dossiers = createDossiersRepository(db);

  return {
    async list(query: DossierListQuery, actor: Actor) {
      const { mine, ...rest } = query;
      const { rows, total } = await dossiers.list({ ...rest, responsible: mine === '1' ? actor.id : undefined });
      const clients = await createPartiesRepository(db).clientNames(rows.map((row) => row.id_dossier));
      const items = rows.map((row) => ({ ...toDossier(row), client_name: clients.get(row.id_dossier) ?? null }));
      return { items, total, page: query.page, page_size: query.page_size };
    },

    async get(id: number): Promise<Dossier> {
      const row = await dossiers.findLive(id);
      if (!row) throw notFound('Dossier');
      return toDossier(row);
    },

    /** The server assigns the id; the reference must be free among live dossiers. */
    async create(actor: Actor, body: DossierCreateBody): Promise<Dossier> {
      const at = isoNow(ctx.clock);
      const values = dossierValues(body);
      return withDossierConstraints(
        () => body.ref_dossier_bureau,
        () =>
          db.transaction().execute(async (trx) => {
            const repo = createDossiersRepository(trx);
            await checkDossierReferences(repo, values);
            if (await repo.liveRefTaken(body.ref_dossier_bureau)) throw duplicateReference(body.ref_dossier_bureau);
            const id = await repo.insert({
              ...values,
              ref_dossier_bureau: body.ref_dossier_bureau,
              date_inscription_bureau: body.date_inscription_bureau,
              search_text: dossierSearchText(values),
              created_at: at,
              created_by: actor.id,
              modified_at: at,
              modified_by: actor.id,
            });
            const row = (await repo.findLive(id))!;
            await writeAudit(trx, {
              at,
              userId: actor.id,
              entity: 'dossier',
              entityId: id,
              operation: 'create',
              changes: diffRecords(null, auditableDossier(row)),
              dossierId: id,
            });
            return toDossier(row);
          }),
      );
    },

    async update(actor: Actor, id: number, body: DossierPatchBody): Promise<Dossier> {
      const { version, ...fields } = body;
      const at = isoNow(ctx.clock);
      return withDossierConstraints(
        () => fields.ref_dossier_bureau,
        () =>
          db.transaction().execute(async (trx) => {
            const repo = createDossiersRepository(trx);
            const before = await repo.findLive(id);
            if (!before) throw notFound('Dossier');
            await updateDossierIn(trx, { actor, at, before, values: dossierValues(fields), expectedVersion: version });
            return toDossier((await repo.findLive(id))!);
          }),
      );
    },

    /** To the trash, with its actions (they stay attached and leave every list with it). */
    async trash(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const repo = createDossiersRepository(trx);
        const before = await repo.findLive(id);
        if (!before) throw notFound('Dossier');
        await repo.update(id, before.version, { deleted_at: at, deleted_by: actor.id });
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'dossier',
          entityId: id,
          operation: 'delete',
          changes: { deleted_at: [null, at] },
          dossierId: id,
        });
      });
    },
  };
}

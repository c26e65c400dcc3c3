import type { Party, PartyCreateBody, PartyDossier, PartyListQuery, PartyPatchBody } from '@cabinet/shared';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { createTotalsCache } from '../../lib/short-cache';
import { refreshSearchText } from '../dossiers';
import { createPartiesRepository, type LinkRow } from './parties.repository';
import { auditableParty, partyKeys, toParty } from './party-record';
import { checkNationalId, insertParty, newPartyValues, withNationalIdConstraint } from './party-insert';

const toPartyDossier = ({ id_dossier, ref_dossier_bureau, role, in_trash }: LinkRow): PartyDossier => ({
  id_dossier,
  ref_dossier_bureau,
  role,
  in_trash,
});

function whereUsed(links: LinkRow[]): string {
  const refs = links.map((l) => `${l.ref_dossier_bureau} (${l.role}${l.in_trash ? ', in the trash' : ''})`);
  return `This party is linked to ${links.length === 1 ? 'dossier' : 'dossiers'} ${refs.join(', ')}; remove it from ${links.length === 1 ? 'that dossier' : 'those dossiers'} first`;
}

export function createPartiesService(ctx: AppContext) {
  const { db } = ctx.database;
  const parties = createPartiesRepository(db);
  const totalOf = createTotalsCache(ctx);

  return {
    async list(query: PartyListQuery) {
      const q = query.q?.trim();
      const { rows, total } = await parties.list(query, q || undefined, totalOf(q ?? ''));
      return { items: rows.map(toParty), total, page: query.page, page_size: query.page_size };
    },

    async get(id: number): Promise<Party> {
      const row = await parties.findLive(id);
      if (!row) throw notFound('Party');
      return toParty(row);
    },

    async dossiers(id: number): Promise<{ items: PartyDossier[] }> {
      if (!(await parties.findLive(id))) throw notFound('Party');
      return { items: (await parties.dossiersOf(id)).map(toPartyDossier) };
    },

    async create(actor: Actor, body: PartyCreateBody): Promise<Party> {
      const at = isoNow(ctx.clock);
      const key = newPartyValues(body).national_id_key;
      return withNationalIdConstraint(
        db,
        () => key,
        async () => toParty(await db.transaction().execute((trx) => insertParty(trx, actor, body, at))),
      );
    },

    /** Partial update; a renamed party renames itself in the search text of its dossiers. */
    async update(actor: Actor, id: number, body: PartyPatchBody): Promise<Party> {
      const { version, ...fields } = body;
      const at = isoNow(ctx.clock);
      let nationalKey: string | null = null;
      return withNationalIdConstraint(
        db,
        () => nationalKey,
        () =>
          db.transaction().execute(async (trx) => {
            const repo = createPartiesRepository(trx);
            const before = await repo.findLive(id);
            if (!before) throw notFound('Party');
            const conflict = (current: typeof before) => staleWrite(toParty(current));
            if (version !== undefined && version !== before.version) throw conflict(before);
            const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
            const merged = { ...before, ...patch };
            const keys = partyKeys(merged);
            nationalKey = keys.national_id_key;
            if (keys.national_id_key !== before.national_id_key) await checkNationalId(repo, keys.national_id_key, id);
            if (!(await repo.update(id, before.version, { ...patch, ...keys, modified_at: at, modified_by: actor.id }))) {
              throw conflict((await repo.findLive(id))!);
            }
            const after = (await repo.findLive(id))!;
            const change = { before: auditableParty(before), after: auditableParty(after) };
            await writeAudit(
              trx,
              { at, userId: actor.id, entity: 'party', entityId: id, operation: 'update', ...change },
              { skipUnchanged: true },
            );
            if (after.name !== before.name || after.name_ar !== before.name_ar) await refreshSearchText(trx, await repo.dossierIdsOf(id));
            return toParty(after);
          }),
      );
    },

    /** To the trash, only when no dossier (live or trashed) holds it: a trashed dossier must find its parties on restore. */
    async trash(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const repo = createPartiesRepository(trx);
        const before = await repo.findLive(id);
        if (!before) throw notFound('Party');
        const links = await repo.dossiersOf(id);
        if (links.length > 0) throw new AppError('in_use', whereUsed(links), undefined, { details: { where: links.map(toPartyDossier) } });
        if (!(await repo.update(id, before.version, { deleted_at: at, deleted_by: actor.id }))) throw staleWrite();
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'party',
          entityId: id,
          operation: 'delete',
          changes: { deleted_at: [null, at] },
        });
      });
    },

    /** Back from the trash, unless its national id has been given to another party meanwhile. */
    async restore(actor: Actor, id: number): Promise<Party> {
      const at = isoNow(ctx.clock);
      const before = await parties.findTrashed(id);
      return withNationalIdConstraint(
        db,
        () => before?.national_id_key ?? null,
        () =>
          db.transaction().execute(async (trx) => {
            const repo = createPartiesRepository(trx);
            const trashed = await repo.findTrashed(id);
            if (!trashed) throw notFound('Party in the trash');
            await checkNationalId(repo, trashed.national_id_key, id);
            if (!(await repo.update(id, trashed.version, { deleted_at: null, deleted_by: null, modified_at: at, modified_by: actor.id }))) {
              throw staleWrite();
            }
            await writeAudit(trx, {
              at,
              userId: actor.id,
              entity: 'party',
              entityId: id,
              operation: 'restore',
              changes: { deleted_at: [trashed.deleted_at, null] },
            });
            return toParty((await repo.findLive(id))!);
          }),
      );
    },
  };
}

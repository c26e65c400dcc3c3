import {
  DOCUMENT_SEARCH_COUNT_UP_TO,
  type Dossier,
  type DossierCreateBody,
  type DossierListQuery,
  type DossierPatchBody,
} from '@cabinet/shared';
import { notFound } from '../../lib/app-error';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { createTotalsCache } from '../../lib/short-cache';
import { dossierDocumentTextMatch } from '../documents';
import { createDossier, createDossiersRepository, toDossier, trashDossier, updateDossier } from '../dossiers';
import { createPartiesRepository } from '../parties';

export function createDossiersService(ctx: AppContext) {
  const { db } = ctx.database;
  const dossiers = createDossiersRepository(db);
  const totalOf = createTotalsCache(ctx);

  return {
    async list(query: DossierListQuery, actor: Actor) {
      const { mine, ...rest } = query;
      const responsible = mine === '1' ? actor.id : undefined;
      // The total depends on the filters only, not on the page or the sort.
      const { page: _page, page_size: _size, sort: _sort, ...filters } = rest;
      const key = JSON.stringify({ ...filters, q: filters.q?.trim() ?? '', responsible });
      // "In the documents too": a dossier also matches by the text of its documents, counted up to
      // the bound of the search across documents.
      const q = rest.q?.trim() ?? '';
      const match = rest.documents === '1' && q !== '' ? await dossierDocumentTextMatch(db, q) : null;
      const widenSearch = match ? { ...match, countUpTo: DOCUMENT_SEARCH_COUNT_UP_TO } : undefined;
      const { rows, total, more } = await dossiers.list({ ...rest, responsible, widenSearch }, totalOf(key));
      // The SQLite search page reads its clients' names itself.
      const read = rows.every((row) => row.client_name !== undefined);
      const clients = read ? null : await createPartiesRepository(db).clientNames(rows.map((row) => row.id_dossier));
      const items = rows.map((row) =>
        Object.assign(toDossier(row), { client_name: (clients ? clients.get(row.id_dossier) : row.client_name) ?? null }),
      );
      return { items, total, ...(widenSearch ? { more } : {}), page: query.page, page_size: query.page_size };
    },

    async get(id: number): Promise<Dossier> {
      const row = await dossiers.findShown(id);
      if (!row) throw notFound('Dossier');
      return toDossier(row);
    },

    /** The server assigns the id; the reference must be free among live dossiers. */
    async create(actor: Actor, body: DossierCreateBody): Promise<Dossier> {
      return toDossier(await createDossier(db, { actor, at: isoNow(ctx.clock) }, body));
    },

    async update(actor: Actor, id: number, body: DossierPatchBody): Promise<Dossier> {
      return toDossier(await updateDossier(db, { actor, at: isoNow(ctx.clock) }, id, body));
    },

    async trash(actor: Actor, id: number): Promise<void> {
      await trashDossier(db, { actor, at: isoNow(ctx.clock) }, id);
    },
  };
}

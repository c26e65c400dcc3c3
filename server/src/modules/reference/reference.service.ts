import type { ReferenceUsage, ReferenceUsageEntity, ReferenceUsages } from '@cabinet/shared';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit, type AuditOperation } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { Actor, AppContext } from '../../lib/context';
import { filterRecords, sortByLabel } from './reference-list';
import type { AuditedRow, ReferenceDefinition, StoredRow } from './reference.definition';
import { createReferenceRepository, type UsageCount } from './reference.repository';

type Connection = Parameters<typeof createReferenceRepository>[0];

/** The entity a usage table stands for in the API. */
const USAGE_ENTITIES: Record<string, ReferenceUsageEntity> = {
  dossier: 'dossier',
  action: 'action',
  deadline_rule_trigger: 'deadline_rule',
  expert: 'expert',
  expertise: 'expertise',
};

function usageEntity(table: string): ReferenceUsageEntity {
  const entity = USAGE_ENTITIES[table];
  if (!entity) throw new Error(`No API entity for the usage table ${table}`);
  return entity;
}

/** The counts as the API gives them: the usages route, and the `usages` of a refused delete. */
function toUsages(counts: UsageCount[]): ReferenceUsage[] {
  return counts.map(({ usage, total, trashed }) => ({ entity: usageEntity(usage.table), total, trashed }));
}

/** The rules of one reference list; every write and its audit entry share one transaction. */
export function createReferenceService<Row extends AuditedRow, Rec>(ctx: AppContext, def: ReferenceDefinition<Row, Rec>) {
  const { db } = ctx.database;
  const repository = (conn: Connection) => createReferenceRepository<Row>(conn, def);
  const noun = def.name.toLowerCase();

  async function load(conn: Connection, id: number): Promise<Row> {
    const row = await repository(conn).findById(id);
    if (!row) throw notFound(def.name);
    return row;
  }

  /** The stored columns, without the id (the audit entry names it) and the joined label. */
  function storedValues(row: Row): StoredRow {
    const values: StoredRow = { ...row };
    delete values[def.idField];
    if (def.join) delete values[def.join.as];
    return values;
  }

  async function checkValues(conn: Connection, values: StoredRow, changed: StoredRow): Promise<void> {
    const fields: Record<string, string> = { ...def.check?.(values) };
    for (const key of def.foreignKeys ?? []) {
      const value = changed[key.field];
      if (typeof value === 'number' && !(await repository(conn).exists(key.table, key.column, value))) fields[key.field] = key.message;
    }
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', 'Some fields are invalid', fields);
  }

  function withSearchText(values: StoredRow, merged: StoredRow): StoredRow {
    return def.searchText ? { ...values, search_text: def.searchText(merged) } : values;
  }

  async function audit(
    conn: Connection,
    actor: Actor,
    at: string,
    id: number,
    operation: AuditOperation,
    before: Row | null,
    after: Row | null,
  ) {
    await writeAudit(conn, {
      at,
      userId: actor.id,
      entity: def.entity,
      entityId: id,
      operation,
      before: before && storedValues(before),
      after: after && storedValues(after),
    });
  }

  /** A reference that vanished between our check and the write: said as a field error, not a 500. */
  function invalidReference(error: unknown): never {
    if (!isForeignKeyViolation(error)) throw error;
    const fields = Object.fromEntries((def.foreignKeys ?? []).map((key) => [key.field, key.message]));
    throw new AppError('validation_failed', 'Some fields are invalid', fields);
  }

  /** The English sentence for API clients; the web translates the `usages` sent with it. */
  function inUseMessage(counts: UsageCount[]): string {
    const parts = counts.map(({ usage, total, trashed }) => {
      const base = `${total} ${total === 1 ? usage.one : usage.many}`;
      return trashed > 0 ? `${base} (${trashed} in the trash)` : base;
    });
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
    return `This ${noun} is used by ${list}`;
  }

  return {
    async list(query?: string): Promise<Rec[]> {
      const records = (await repository(db).list()).map((row) => def.toRecord(row));
      const found = filterRecords(records, def.searchFields, query);
      return sortByLabel(found, (record) => String(record[def.labelField] ?? ''));
    },

    async get(id: number): Promise<Rec> {
      return def.toRecord(await load(db, id));
    },

    /** Where the record is used: the same counts that refuse its deletion, asked before deleting. */
    async usages(id: number): Promise<ReferenceUsages> {
      await load(db, id);
      const counts = await repository(db).countUsages(id);
      return { usages: toUsages(counts) };
    },

    async create(actor: Actor, input: StoredRow): Promise<Rec> {
      const body = def.toColumns ? def.toColumns(input) : input;
      const now = isoNow(ctx.clock);
      return db
        .transaction()
        .execute(async (trx) => {
          await checkValues(trx, body, body);
          const values = { ...withSearchText(body, body), created_at: now, created_by: actor.id, modified_at: now, modified_by: actor.id };
          const id = await repository(trx).insert(values);
          const created = await load(trx, id);
          await audit(trx, actor, now, id, 'create', null, created);
          return def.toRecord(created);
        })
        .catch(invalidReference);
    },

    /** Partial update; a `version` that is not the stored one means someone else saved first. */
    async update(actor: Actor, id: number, body: StoredRow & { version?: number }): Promise<Rec> {
      const { version, ...fields } = body;
      const patch = def.toColumns ? def.toColumns(fields) : fields;
      const now = isoNow(ctx.clock);
      return db
        .transaction()
        .execute(async (trx) => {
          const before = await load(trx, id);
          const conflict = (current: Row) => staleWrite(def.toRecord(current));
          if (version !== undefined && version !== before.version) throw conflict(before);
          const merged = { ...storedValues(before), ...patch };
          await checkValues(trx, merged, patch);
          const values = { ...withSearchText(patch, merged), modified_at: now, modified_by: actor.id };
          // Guarded by the version read above: a concurrent save between read and write is a conflict too.
          if (!(await repository(trx).update(id, values, before.version))) throw conflict(await load(trx, id));
          const after = await load(trx, id);
          await audit(trx, actor, now, id, 'update', before, after);
          return def.toRecord(after);
        })
        .catch(invalidReference);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const now = isoNow(ctx.clock);
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await load(trx, id);
          const counts = await repository(trx).countUsages(id);
          if (counts.length > 0) throw new AppError('in_use', inUseMessage(counts), undefined, { details: { usages: toUsages(counts) } });
          await repository(trx).delete(id);
          await audit(trx, actor, now, id, 'delete', before, null);
        })
        .catch((error: unknown) => {
          // Something started using the record between the count and the delete.
          if (isForeignKeyViolation(error)) throw new AppError('in_use', `This ${noun} is in use`);
          throw error;
        });
    },
  };
}

import type { TestClient, TestServer } from './harness';

/** Reference rows inserted directly: the reference-list API is another module's concern. */
const stamp = () => {
  const now = new Date().toISOString();
  return { created_at: now, modified_at: now, created_by: null, modified_by: null };
};

export async function insertTribunal(server: TestServer, nom = 'Tribunal de première instance', ville = 'Rabat'): Promise<number> {
  const row = await server.database.db
    .insertInto('tribunal')
    .values({ nom, ville, adresse: null, telephone: null, ...stamp() })
    .returning('id_tribunal')
    .executeTakeFirstOrThrow();
  return row.id_tribunal;
}

/** A row of one of the labelled type lists; its id comes back. */
async function insertType(server: TestServer, table: 'type_affaire_bureau' | 'type_expertise', libelle: string): Promise<number> {
  const row = await server.database.db
    .insertInto(table)
    .values({ libelle, description: null, ...stamp() })
    .returning(`id_${table}`)
    .executeTakeFirstOrThrow();
  return row[`id_${table}`];
}

export const insertCaseType = (server: TestServer, libelle = 'Accident') => insertType(server, 'type_affaire_bureau', libelle);

export const insertExpertiseType = (server: TestServer, libelle = 'Médicale') => insertType(server, 'type_expertise', libelle);

export async function insertExpert(server: TestServer, nom = 'Dr Alami', fkTypeExpertise: number | null = null): Promise<number> {
  const row = await server.database.db
    .insertInto('expert')
    .values({ nom, specialite: 'Orthopédie', tel: null, email: null, adresse: null, fk_type_expertise: fkTypeExpertise, search_text: '', ...stamp() })
    .returning('id_expert')
    .executeTakeFirstOrThrow();
  return row.id_expert;
}

let nextRef = 1000;

/** Creates a dossier through the API and returns its JSON. */
export async function createDossier(client: TestClient, fields: Record<string, unknown> = {}) {
  const res = await client.post('/api/dossiers', { ref_dossier_bureau: nextRef++, date_inscription_bureau: '2026-01-15', ...fields });
  if (res.statusCode !== 201) throw new Error(`dossier create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function addAction(client: TestClient, dossierId: number, fields: Record<string, unknown> = {}) {
  const res = await client.post(`/api/dossiers/${dossierId}/actions`, { date_action: '2026-02-01', contenu: 'Audience', ...fields });
  if (res.statusCode !== 201) throw new Error(`action create failed: ${res.statusCode} ${res.body}`);
  return res.json().action;
}

/** The ms timestamp of a UTC instant, for moving the test clock. */
export const utc = (iso: string) => Date.parse(iso);

// The documents' words: one document per dossier (100,000 at full size), each with the text its
// reading would have kept (a report, a judgment, a letter; a third in Arabic), for the search
// across every document's text. Their bytes are one small PDF they all share (the storage keeps a
// file once), stored where the server looks for it, so a backup finds every document's bytes.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema';
import { createStorage } from '../../server/src/lib/storage';
import { foldDocumentText } from '../../server/src/modules/documents/text-folding';
import { Random } from './random';
import {
  ACCUSATIONS,
  ACTION_TEXTS,
  ARABIC_CITIES,
  ARABIC_FIRST_NAMES,
  ARABIC_LAST_NAMES,
  CITIES,
  COMPANIES,
  EXPERTISE_TYPES,
  FIRST_NAMES,
  LAST_NAMES,
} from './vocabulary';

/**
 * What staff look for in the documents: a name, a city, a kind of report, in either script (each
 * in a share of the texts, as a name in the dossiers), and two words together.
 */
export const DOCUMENT_WORDS = ['kettani', 'expertise medicale', 'marrakech', 'incapacite', 'الخبرة', 'العلوي', 'benjelloun victime'];

const BATCH = 500;

function frenchText(rng: Random, n: number): string {
  const victim = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const city = rng.pick(CITIES);
  const parts = [
    `Rapport d’expertise ${rng.pick(EXPERTISE_TYPES).toLowerCase()} n° ${n} concernant ${victim}, victime de l’accident survenu à ${city}.`,
    `${rng.pick(ACCUSATIONS)}. L’assureur ${rng.pick(COMPANIES)} conteste la responsabilité de son assuré.`,
    `Incapacité permanente partielle évaluée à ${rng.int(2, 40)} %, incapacité temporaire totale de ${rng.int(10, 120)} jours.`,
    `${rng.pick(ACTION_TEXTS)}. ${rng.pick(ACTION_TEXTS)}.`,
    `Le tribunal de première instance de ${rng.pick(CITIES)} a renvoyé l’affaire au ${rng.int(1, 28)}/${rng.int(1, 12)} pour les conclusions de ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}.`,
  ];
  return parts.join('\n');
}

function arabicText(rng: Random, n: number): string {
  const victim = `${rng.pick(ARABIC_FIRST_NAMES)} ${rng.pick(ARABIC_LAST_NAMES)}`;
  const city = rng.pick(ARABIC_CITIES);
  const parts = [
    `تقرير الخبرة الطبية رقم ${n} المتعلق بالسيد ${victim} ضحية حادثة السير التي وقعت بمدينة ${city}.`,
    `حدد الخبير نسبة العجز الجزئي الدائم في ${rng.int(2, 40)} في المائة ومدة العجز الكلي المؤقت في ${rng.int(10, 120)} يومًا.`,
    `قررت المحكمة الابتدائية ب${rng.pick(ARABIC_CITIES)} تأجيل الملف لجلسة لاحقة قصد إدلاء دفاع ${rng.pick(ARABIC_FIRST_NAMES)} ${rng.pick(ARABIC_LAST_NAMES)} بمذكرته.`,
    `${rng.pick(ACTION_TEXTS)}.`,
  ];
  return parts.join('\n');
}

const SHARED_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Adds one read document to each of the first `count` dossiers, in batches; how many. */
export async function addDocumentTexts(
  db: Kysely<Database>,
  databaseUrl: string,
  dialect: 'sqlite' | 'postgres',
  seed: string,
  adminId: number,
  count: number,
): Promise<number> {
  const rng = new Random(`${seed}:documents`);
  const now = new Date().toISOString();
  const sha256 = createHash('sha256').update(SHARED_BYTES).digest('hex');
  const storage = createStorage({ DATABASE_URL: databaseUrl, STORAGE_URL: process.env.STORAGE_URL });
  if (!(await storage.has(sha256))) await (await storage.stage(Readable.from([SHARED_BYTES]))).commit(sha256);
  const dossiers = (await db.selectFrom('dossier').select('id_dossier').orderBy('id_dossier').limit(count).execute()).map((r) => r.id_dossier);
  for (let start = 0; start < dossiers.length; start += BATCH) {
    const texts = dossiers.slice(start, start + BATCH).map((fk_dossier, i) => {
      const n = start + i + 1;
      const arabic = rng.chance(1 / 3);
      const content = arabic ? arabicText(rng, n) : frenchText(rng, n);
      // Filed over the past years (not in the last hour, which counts against an account's uploads).
      const at = new Date(Date.parse(now) - (1 + rng.int(0, 3650)) * 86_400_000).toISOString();
      return { fk_dossier, n, arabic, content, at };
    });
    const ids = await db
      .insertInto('document')
      .values(
        texts.map(({ fk_dossier, n, arabic, at }) => {
          return {
            fk_dossier,
            fk_action: null,
            filename: arabic ? `تقرير-${n}.pdf` : `rapport-${n}.pdf`,
            title: arabic ? 'تقرير الخبرة' : 'Rapport d’expertise',
            content_type: 'application/pdf',
            size: SHARED_BYTES.length,
            sha256,
            storage_key: sha256,
            uploaded_at: at,
            uploaded_by: adminId,
            modified_at: at,
            modified_by: adminId,
            deleted_at: null,
            deleted_by: null,
            text_status: 'done',
            text_language: arabic ? 'ar' : 'fr',
            text_error: null,
            text_claim: null,
            text_claimed_until: null,
          };
        }),
      )
      .returning('id_document')
      .execute();
    await db
      .insertInto('document_text')
      .values(
        texts.map(({ content, at }, i) => {
          const { folded, checkpoints } = foldDocumentText(content);
          return {
            id_document: ids[i]!.id_document,
            content,
            folded,
            checkpoints: checkpoints.join(','),
            method: 'pdf',
            pages: 1,
            extracted_at: at,
          };
        }),
      )
      .execute();
  }
  if (dialect === 'postgres') await sql`analyze document, document_text`.execute(db);
  return dossiers.length;
}

import type { ExampleBlock, ExampleParagraph } from './example-docx';
import { frenchTypography, type ExampleTemplate } from './example-template';

const p = (text: string, options: Omit<ExampleParagraph, 'text'> = {}): ExampleParagraph => ({ text: frenchTypography(text), ...options });
const title = (text: string) => p(text, { bold: true, align: 'center', size: 14, after: 12 });
const body = (text: string) => p(text, { align: 'both' });
const blank = p('');

const LETTERHEAD: ExampleBlock[] = [
  p('{office_name}', { bold: true, after: 0 }),
  p('{office_address}', { after: 0 }),
  p('Avocat : Maître {lawyer_name}'),
  blank,
];
const SIGNATURE: ExampleBlock[] = [blank, p('Fait le {today}'), p('Maître {lawyer_name}', { bold: true })];

const PARTIES: ExampleBlock[] = [
  body(
    'POUR : {client_name}, demeurant {client_address}, titulaire de la CIN n° {client_national_id}, ayant pour avocat Maître {lawyer_name}, au cabinet duquel domicile est élu.',
  ),
  body('CONTRE : {adverse_name}, demeurant {adverse_address}.'),
  body('{#insurer_name}EN PRÉSENCE DE : {insurer_name}, assureur, {insurer_address}.{/insurer_name}'),
];

const APPEAL: ExampleBlock[] = [
  ...LETTERHEAD,
  p('À Monsieur le Premier Président de la {appeal_tribunal}'),
  title('REQUÊTE D’APPEL'),
  p('Jugement n° {first_instance_judgment_number} rendu le {first_instance_judgment_date} par le {first_instance_tribunal}', {
    bold: true,
    after: 0,
  }),
  p('Dossier de première instance n° {first_instance_file}', { bold: true }),
  ...PARTIES,
  body('Plaise à la Cour,'),
  body(
    'Attendu que, par jugement n° {first_instance_judgment_number} du {first_instance_judgment_date}, rendu dans le dossier n° {first_instance_file}, le {first_instance_tribunal} a statué sur la demande de l’appelant et lui a alloué la somme de {first_instance_amount} dirhams ({first_instance_amount_words}) ;',
  ),
  body(
    'Attendu que ce jugement a été notifié à l’appelant le {first_instance_notified_on} et que le présent appel, interjeté dans le délai légal, est recevable en la forme ;',
  ),
  body(
    'Attendu que le jugement entrepris n’a pas fait une juste appréciation des faits de la cause ni une exacte application de la loi, en ce que [exposer ici les moyens d’appel] ;',
  ),
  p('PAR CES MOTIFS', { bold: true, align: 'center' }),
  body('L’appelant sollicite qu’il plaise à la Cour :'),
  body('– En la forme : recevoir l’appel ;'),
  body('– Au fond : infirmer le jugement entrepris et, statuant à nouveau, [préciser les demandes] ;'),
  body('– Condamner l’intimé aux dépens.'),
  body('Sous toutes réserves.'),
  ...SIGNATURE,
];

const NOTIFICATION: ExampleBlock[] = [
  ...LETTERHEAD,
  p('À Monsieur le Président du {first_instance_tribunal}'),
  p('Objet : demande de notification d’un jugement', { bold: true, after: 0 }),
  p('Jugement n° {first_instance_judgment_number} du {first_instance_judgment_date} — Dossier n° {first_instance_file}', { bold: true }),
  body('Monsieur le Président,'),
  body(
    '{client_name}, ayant pour avocat Maître {lawyer_name}, a l’honneur de solliciter la notification du jugement susvisé à {adverse_name}, demeurant {adverse_address}, par l’intermédiaire du commissaire judiciaire compétent, conformément aux dispositions du Code de procédure civile.',
  ),
  body('Pièce jointe : copie du jugement.'),
  body('Veuillez agréer, Monsieur le Président, l’expression de ma haute considération.'),
  ...SIGNATURE,
];

const ENFORCEMENT: ExampleBlock[] = [
  ...LETTERHEAD,
  p('À Monsieur le Président du {first_instance_tribunal}'),
  p('Service de l’exécution'),
  p('Objet : demande d’exécution', { bold: true, after: 0 }),
  p('Jugement n° {first_instance_judgment_number} du {first_instance_judgment_date} — Dossier n° {first_instance_file}', { bold: true }),
  body('Monsieur le Président,'),
  body(
    '{client_name}, ayant pour avocat Maître {lawyer_name}, a l’honneur de solliciter l’ouverture d’un dossier d’exécution à l’encontre de {adverse_name}, demeurant {adverse_address}, aux fins d’exécution de la décision susvisée, devenue définitive, qui l’a condamné à payer la somme de {first_instance_amount} dirhams ({first_instance_amount_words}), outre les dépens.',
  ),
  body('Pièces jointes : copie exécutoire de la décision ; certificat de notification ; certificat de non-recours.'),
  body('Veuillez agréer, Monsieur le Président, l’expression de ma haute considération.'),
  ...SIGNATURE,
];

const PROVISION: ExampleBlock[] = [
  ...LETTERHEAD,
  p('{client_name}', { bold: true, after: 0 }),
  p('{client_address}'),
  p('Objet : demande de provision — dossier n° {dossier_reference}', { bold: true }),
  body('Madame, Monsieur,'),
  body(
    'Dans le cadre de l’affaire qui vous oppose à {adverse_name} ({case_type}), pendante devant le {dossier_tribunal} sous le n° {first_instance_file}, je vous serais obligé de bien vouloir me faire parvenir une provision de [montant] dirhams sur frais et honoraires.',
  ),
  body('Cette provision couvrira notamment les frais de la procédure à venir, la prochaine audience étant fixée au {next_hearing_date}.'),
  body('Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'),
  ...SIGNATURE,
];

const INSURER: ExampleBlock[] = [
  ...LETTERHEAD,
  p('{insurer_name}', { bold: true, after: 0 }),
  p('{insurer_address}'),
  p('Objet : accident de la circulation du {accident_date} — police n° {policy_number}', { bold: true, after: 0 }),
  p('Votre assuré : {civilly_liable_name} — véhicule immatriculé {vehicle_plate}', { after: 0 }),
  p('Notre client : {client_name} — procès-verbal n° {police_report_number}'),
  body('Madame, Monsieur,'),
  body(
    'J’ai l’honneur de vous informer que je suis constitué dans l’intérêt de {client_name}, victime de l’accident de la circulation survenu le {accident_date}, dans lequel est impliqué le véhicule immatriculé {vehicle_plate}, assuré auprès de votre compagnie sous la police n° {policy_number}.',
  ),
  body(
    'L’affaire est pendante devant le {dossier_tribunal} sous le n° {first_instance_file} ; la prochaine audience est fixée au {next_hearing_day}.',
  ),
  body(
    'Je vous remercie de bien vouloir me faire connaître votre position quant à un règlement amiable et me communiquer les références de votre dossier sinistre.',
  ),
  body('Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'),
  ...SIGNATURE,
];

const FEE_NOTE: ExampleBlock[] = [
  ...LETTERHEAD,
  title('NOTE D’HONORAIRES N° {fee_note_number}'),
  p('Date : {fee_note_date}', { after: 0 }),
  p('Client : {fee_note_client}', { after: 0 }),
  p('Dossier n° {dossier_reference} — {case_type}'),
  {
    table: {
      header: ['Désignation', 'Quantité', 'Prix unitaire HT', 'TVA (%)', 'Montant HT'],
      row: ['{#fee_lines}{label}', '{quantity}', '{unit_price}', '{vat_rate}', '{net}{/fee_lines}'].map(frenchTypography),
      widths: [3800, 1100, 1600, 1000, 1500],
    },
  },
  p('Total hors taxes : {fee_note_net}', { after: 0 }),
  p('TVA : {fee_note_vat}', { after: 0 }),
  p('Droit de timbre : {fee_note_stamp}', { after: 0 }),
  p('Total TTC : {fee_note_total}', { bold: true }),
  body('Arrêtée la présente note d’honoraires à la somme de {fee_note_total_words}.'),
  ...SIGNATURE,
];

const fr = (key: string, purpose: ExampleTemplate['purpose'], name: string, filename: string, blocks: ExampleBlock[]): ExampleTemplate => ({
  key: `${key}.fr`,
  purpose,
  language: 'fr',
  name: frenchTypography(name),
  filename,
  blocks,
});

export const FRENCH_EXAMPLES: ExampleTemplate[] = [
  fr('appeal_request', 'appeal_request', 'Exemple — Requête d’appel', 'requete-appel.docx', APPEAL),
  fr('notification_request', 'notification_request', 'Exemple — Demande de notification', 'demande-notification.docx', NOTIFICATION),
  fr('enforcement_request', 'enforcement_request', 'Exemple — Demande d’exécution', 'demande-execution.docx', ENFORCEMENT),
  fr('provision_request', 'provision_request', 'Exemple — Demande de provision', 'demande-provision.docx', PROVISION),
  fr('insurer_letter', 'insurer_letter', 'Exemple — Lettre à l’assureur', 'lettre-assureur.docx', INSURER),
  fr('fee_note', 'fee_note', 'Exemple — Note d’honoraires', 'note-honoraires.docx', FEE_NOTE),
];

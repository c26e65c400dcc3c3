import type { NoteLanguage } from '@cabinet/shared';

/** The words of the statement's printable page and CSV file, in the three languages. */
export interface StatementLabels {
  title: (name: string) => string;
  feeDossiersTitle: (year: number) => string;
  period: (from: string | null, to: string | null) => string;
  dossiers: string;
  notes: string;
  empty: string;
  reference: string;
  role: string;
  tribunal: string;
  level: string;
  courtNumber: string;
  nextHearing: string;
  claimed: string;
  awarded: string;
  invoiced: string;
  paid: string;
  due: string;
  barAccount: string;
  number: string;
  issueDate: string;
  total: string;
  status: string;
  totals: string;
  firstReceived: string;
  received: string;
  levels: Record<string, string>;
  statuses: Record<string, string>;
  roles: Record<string, string>;
  /** The payments' CSV. */
  paymentDate: string;
  method: string;
  paymentReference: string;
  client: string;
  amount: string;
  methods: Record<string, string>;
}

export const STATEMENT_LABELS: Record<NoteLanguage, StatementLabels> = {
  en: {
    title: (name) => `Statement of ${name}`,
    feeDossiersTitle: (year) => `Dossiers in which fees were received in ${year}`,
    period: (from, to) => (from || to ? `Fee notes issued ${from ? `from ${from} ` : ''}${to ? `to ${to}` : ''}` : 'All fee notes'),
    dossiers: 'Dossiers',
    notes: 'Fee notes',
    empty: 'Nothing to show',
    reference: 'Office reference',
    role: 'Role',
    tribunal: 'Tribunal',
    level: 'Current level',
    courtNumber: 'Court case number',
    nextHearing: 'Next date',
    claimed: 'Claimed',
    awarded: 'Awarded',
    invoiced: 'Invoiced',
    paid: 'Received',
    due: 'Still due',
    barAccount: 'Bar deposit account',
    number: 'Number',
    issueDate: 'Issue date',
    total: 'Total',
    status: 'State',
    totals: 'Totals',
    firstReceived: 'First received on',
    received: 'Received',
    paymentDate: 'Received on',
    method: 'Method',
    paymentReference: 'Payment reference',
    client: 'Client',
    amount: 'Amount',
    methods: { cash: 'Cash', cheque: 'Cheque', transfer: 'Transfer', bar_account: 'Bar deposit account', card: 'Card' },
    levels: {
      first_instance: 'First instance',
      appeal: 'Appeal',
      cassation: 'Cassation',
      notification: 'Notification',
      enforcement: 'Enforcement',
    },
    statuses: { issued: 'Issued', partly_paid: 'Partly paid', paid: 'Paid in full', credited: 'Cancelled by credit note', draft: 'Draft' },
    roles: {
      client: 'Client',
      adverse: 'Adverse party',
      insurer: 'Insurer',
      civilly_liable: 'Civilly liable party',
      victim: 'Victim',
      bailiff: 'Bailiff',
      opposing_lawyer: 'Lawyer of the other side',
      other: 'Other',
    },
  },
  fr: {
    title: (name) => `Relevé de ${name}`,
    feeDossiersTitle: (year) => `Dossiers dans lesquels des honoraires ont été perçus en ${year}`,
    period: (from, to) =>
      from || to ? `Notes d’honoraires émises ${from ? `du ${from} ` : ''}${to ? `au ${to}` : ''}` : 'Toutes les notes d’honoraires',
    dossiers: 'Dossiers',
    notes: 'Notes d’honoraires',
    empty: 'Rien à afficher',
    reference: 'Référence du cabinet',
    role: 'Qualité',
    tribunal: 'Juridiction',
    level: 'Degré actuel',
    courtNumber: 'N° de dossier à la juridiction',
    nextHearing: 'Prochaine date',
    claimed: 'Montant réclamé',
    awarded: 'Montant alloué',
    invoiced: 'Facturé',
    paid: 'Encaissé',
    due: 'Reste dû',
    barAccount: 'Compte de dépôts du barreau',
    number: 'Numéro',
    issueDate: 'Date d’émission',
    total: 'Total',
    status: 'État',
    totals: 'Totaux',
    firstReceived: 'Premier encaissement le',
    received: 'Encaissé',
    paymentDate: 'Encaissé le',
    method: 'Mode de règlement',
    paymentReference: 'Référence du règlement',
    client: 'Client',
    amount: 'Montant',
    methods: {
      cash: 'Espèces',
      cheque: 'Chèque',
      transfer: 'Virement',
      bar_account: 'Compte de dépôts du barreau',
      card: 'Carte bancaire',
    },
    levels: {
      first_instance: 'Première instance',
      appeal: 'Appel',
      cassation: 'Cassation',
      notification: 'Notification',
      enforcement: 'Exécution',
    },
    statuses: { issued: 'Émise', partly_paid: 'Réglée en partie', paid: 'Réglée', credited: 'Annulée par avoir', draft: 'Brouillon' },
    roles: {
      client: 'Client',
      adverse: 'Partie adverse',
      insurer: 'Assureur',
      civilly_liable: 'Civilement responsable',
      victim: 'Victime',
      bailiff: 'Commissaire de justice',
      opposing_lawyer: 'Avocat de la partie adverse',
      other: 'Autre',
    },
  },
  ar: {
    title: (name) => `كشف حساب ${name}`,
    feeDossiersTitle: (year) => `الملفات التي قبضت فيها أتعاب خلال سنة ${year}`,
    period: (from, to) =>
      from || to ? `مذكرات الأتعاب الصادرة ${from ? `من ${from} ` : ''}${to ? `إلى ${to}` : ''}` : 'جميع مذكرات الأتعاب',
    dossiers: 'الملفات',
    notes: 'مذكرات الأتعاب',
    empty: 'لا شيء للعرض',
    reference: 'مرجع المكتب',
    role: 'الصفة',
    tribunal: 'المحكمة',
    level: 'المرحلة الحالية',
    courtNumber: 'رقم الملف بالمحكمة',
    nextHearing: 'التاريخ الموالي',
    claimed: 'المبلغ المطالب به',
    awarded: 'المبلغ المحكوم به',
    invoiced: 'المفوتر',
    paid: 'المقبوض',
    due: 'الباقي المستحق',
    barAccount: 'حساب الودائع والأداءات بالهيئة',
    number: 'الرقم',
    issueDate: 'تاريخ الإصدار',
    total: 'المجموع',
    status: 'الحالة',
    totals: 'المجاميع',
    firstReceived: 'أول قبض بتاريخ',
    received: 'المقبوض',
    paymentDate: 'تاريخ القبض',
    method: 'طريقة الأداء',
    paymentReference: 'مرجع الأداء',
    client: 'الموكل',
    amount: 'المبلغ',
    methods: { cash: 'نقدا', cheque: 'شيك', transfer: 'تحويل بنكي', bar_account: 'حساب الودائع والأداءات بالهيئة', card: 'بطاقة بنكية' },
    levels: {
      first_instance: 'المرحلة الابتدائية',
      appeal: 'الاستئناف',
      cassation: 'النقض',
      notification: 'التبليغ',
      enforcement: 'التنفيذ',
    },
    statuses: { issued: 'صادرة', partly_paid: 'مؤداة جزئيا', paid: 'مؤداة بالكامل', credited: 'ملغاة بإشعار دائن', draft: 'مسودة' },
    roles: {
      client: 'الموكل',
      adverse: 'الطرف الخصم',
      insurer: 'شركة التأمين',
      civilly_liable: 'المسؤول المدني',
      victim: 'الضحية',
      bailiff: 'المفوض القضائي',
      opposing_lawyer: 'محامي الطرف الخصم',
      other: 'آخر',
    },
  },
};

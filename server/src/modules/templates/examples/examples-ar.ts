import type { ExampleBlock, ExampleParagraph } from './example-docx';
import type { ExampleTemplate } from './example-template';

const p = (text: string, options: Omit<ExampleParagraph, 'text'> = {}): ExampleParagraph => ({ text, ...options });
const title = (text: string) => p(text, { bold: true, align: 'center', size: 16, after: 12 });
const body = (text: string) => p(text, { align: 'both' });
const blank = p('');
/** The salutation a letter to a judicial authority opens with in Morocco. */
const SALUTATION = p('سلام تام بوجود مولانا الإمام المؤيد بالله', { align: 'center' });

const LETTERHEAD: ExampleBlock[] = [
  p('{office_name}', { bold: true, after: 0 }),
  p('{office_address}', { after: 0 }),
  p('الأستاذ {lawyer_name}، المحامي'),
  blank,
];
const SIGNATURE: ExampleBlock[] = [blank, p('حرر بتاريخ {today}'), p('الأستاذ {lawyer_name}', { bold: true })];

const PARTIES: ExampleBlock[] = [
  body(
    'لفائدة: {client_name}، الساكن ب{client_address}، الحامل للبطاقة الوطنية رقم {client_national_id}، ينوب عنه الأستاذ {lawyer_name}، المحامي، والجاعل محل المخابرة معه بمكتبه.',
  ),
  body('ضد: {adverse_name}، الساكن ب{adverse_address}.'),
  body('{#insurer_name}بحضور: {insurer_name}، شركة التأمين، {insurer_address}.{/insurer_name}'),
];

const APPEAL: ExampleBlock[] = [
  ...LETTERHEAD,
  p('إلى السيد الرئيس الأول ل{appeal_tribunal}'),
  title('مقال استئنافي'),
  p('الحكم عدد {first_instance_judgment_number} الصادر بتاريخ {first_instance_judgment_date} عن {first_instance_tribunal}', {
    bold: true,
    after: 0,
  }),
  p('في الملف الابتدائي عدد {first_instance_file}', { bold: true }),
  ...PARTIES,
  body('يتشرف العارض بأن يعرض على أنظار محكمتكم الموقرة ما يلي:'),
  body(
    'حيث أصدرت {first_instance_tribunal} بتاريخ {first_instance_judgment_date} الحكم عدد {first_instance_judgment_number} في الملف عدد {first_instance_file}، وقضت للعارض بمبلغ {first_instance_amount} درهم ({first_instance_amount_words})؛',
  ),
  body(
    'وحيث بلغ الحكم المذكور إلى العارض بتاريخ {first_instance_notified_on}، وقدم هذا الاستئناف داخل الأجل القانوني ووفق الشروط الشكلية المتطلبة، مما يتعين معه قبوله شكلا؛',
  ),
  body('وحيث إن الحكم المستأنف لم يصادف الصواب فيما قضى به، ذلك أن [تعرض هنا أسباب الاستئناف]؛'),
  p('لهذه الأسباب', { bold: true, align: 'center' }),
  body('يلتمس العارض من محكمتكم الموقرة:'),
  body('في الشكل: قبول الاستئناف.'),
  body('في الموضوع: إلغاء الحكم المستأنف، والحكم من جديد [تحدد الطلبات]؛'),
  body('وتحميل المستأنف عليه الصائر.'),
  body('وتقبلوا فائق التقدير والاحترام.'),
  ...SIGNATURE,
];

const NOTIFICATION: ExampleBlock[] = [
  ...LETTERHEAD,
  p('إلى السيد رئيس {first_instance_tribunal}'),
  p('الموضوع: طلب تبليغ حكم', { bold: true, after: 0 }),
  p('الحكم عدد {first_instance_judgment_number} بتاريخ {first_instance_judgment_date} — الملف عدد {first_instance_file}', { bold: true }),
  SALUTATION,
  body(
    'وبعد، فإن العارض {client_name}، الذي ينوب عنه الأستاذ {lawyer_name}، يتشرف بأن يلتمس من سيادتكم الأمر بتبليغ الحكم المشار إلى مراجعه أعلاه إلى {adverse_name}، الساكن ب{adverse_address}، بواسطة المفوض القضائي المختص، طبقا لمقتضيات قانون المسطرة المدنية.',
  ),
  body('المرفقات: نسخة من الحكم.'),
  body('وتقبلوا، السيد الرئيس، فائق عبارات التقدير والاحترام.'),
  ...SIGNATURE,
];

const ENFORCEMENT: ExampleBlock[] = [
  ...LETTERHEAD,
  p('إلى السيد رئيس {first_instance_tribunal}'),
  p('قسم التنفيذ'),
  p('الموضوع: طلب تنفيذ', { bold: true, after: 0 }),
  p('الحكم عدد {first_instance_judgment_number} بتاريخ {first_instance_judgment_date} — الملف عدد {first_instance_file}', { bold: true }),
  SALUTATION,
  body(
    'وبعد، يتشرف العارض {client_name}، بواسطة نائبه الأستاذ {lawyer_name}، بأن يلتمس من سيادتكم فتح ملف تنفيذي في مواجهة المنفذ عليه {adverse_name}، الساكن ب{adverse_address}، قصد تنفيذ الحكم المشار إلى مراجعه أعلاه، الذي أصبح نهائيا، والقاضي بأدائه لفائدة العارض مبلغ {first_instance_amount} درهم ({first_instance_amount_words}) مع الصائر.',
  ),
  body('المرفقات: نسخة تنفيذية من الحكم؛ شهادة التبليغ؛ شهادة بعدم الطعن.'),
  body('وتقبلوا، السيد الرئيس، فائق عبارات التقدير والاحترام.'),
  ...SIGNATURE,
];

const PROVISION: ExampleBlock[] = [
  ...LETTERHEAD,
  p('إلى السيد(ة) {client_name}', { bold: true, after: 0 }),
  p('{client_address}'),
  p('الموضوع: طلب تسبيق على الأتعاب — الملف عدد {dossier_reference}', { bold: true }),
  body('تحية طيبة، وبعد،'),
  body(
    'ففي إطار القضية التي تجمعكم ب{adverse_name} ({case_type})، الرائجة أمام {dossier_tribunal} تحت عدد {first_instance_file}، يشرفني أن ألتمس منكم أداء تسبيق على المصاريف والأتعاب قدره [المبلغ] درهم.',
  ),
  body('ويغطي هذا التسبيق على الخصوص مصاريف الإجراءات المقبلة، علما أن الجلسة المقبلة محددة بتاريخ {next_hearing_date}.'),
  body('وتقبلوا فائق عبارات التقدير والاحترام.'),
  ...SIGNATURE,
];

const INSURER: ExampleBlock[] = [
  ...LETTERHEAD,
  p('إلى السادة {insurer_name}', { bold: true, after: 0 }),
  p('{insurer_address}'),
  p('الموضوع: حادثة سير بتاريخ {accident_date} — عقد التأمين رقم {policy_number}', { bold: true, after: 0 }),
  p('مؤمنكم: {civilly_liable_name} — العربة المسجلة تحت رقم {vehicle_plate}', { after: 0 }),
  p('موكلنا: {client_name} — المحضر عدد {police_report_number}'),
  body('تحية طيبة، وبعد،'),
  body(
    'يشرفني أن أحيطكم علما بأنني أنوب عن {client_name}، ضحية حادثة السير التي وقعت بتاريخ {accident_date}، والتي كانت طرفا فيها العربة المسجلة تحت رقم {vehicle_plate}، المؤمنة لديكم بموجب عقد التأمين رقم {policy_number}.',
  ),
  body('وإن القضية رائجة أمام {dossier_tribunal} تحت عدد {first_instance_file}، وقد حددت الجلسة المقبلة يوم {next_hearing_day}.'),
  body('لذا، أرجو منكم موافاتي بموقفكم من إمكانية التسوية الودية، وبمراجع ملف الحادثة لديكم.'),
  body('وتقبلوا فائق عبارات التقدير والاحترام.'),
  ...SIGNATURE,
];

const FEE_NOTE: ExampleBlock[] = [
  ...LETTERHEAD,
  title('مذكرة الأتعاب رقم {fee_note_number}'),
  p('التاريخ: {fee_note_date}', { after: 0 }),
  p('الموكل: {fee_note_client}', { after: 0 }),
  p('الملف عدد {dossier_reference} — {case_type}'),
  {
    table: {
      header: ['البيان', 'الكمية', 'الثمن الفردي دون احتساب الرسوم', 'الضريبة على القيمة المضافة (%)', 'المبلغ دون احتساب الرسوم'],
      row: ['{#fee_lines}{label}', '{quantity}', '{unit_price}', '{vat_rate}', '{net}{/fee_lines}'],
      widths: [3400, 1000, 1800, 1500, 1300],
    },
  },
  p('المجموع دون احتساب الرسوم: {fee_note_net}', { after: 0 }),
  p('الضريبة على القيمة المضافة: {fee_note_vat}', { after: 0 }),
  p('واجب التنبر: {fee_note_stamp}', { after: 0 }),
  p('المجموع مع احتساب الرسوم: {fee_note_total}', { bold: true }),
  body('وحصرت هذه المذكرة في مبلغ {fee_note_total_words}.'),
  ...SIGNATURE,
];

const ar = (key: string, purpose: ExampleTemplate['purpose'], name: string, filename: string, blocks: ExampleBlock[]): ExampleTemplate => ({
  key: `${key}.ar`,
  purpose,
  language: 'ar',
  name,
  filename,
  blocks,
});

export const ARABIC_EXAMPLES: ExampleTemplate[] = [
  ar('appeal_request', 'appeal_request', 'نموذج — مقال استئنافي', 'maqal-istinafi.docx', APPEAL),
  ar('notification_request', 'notification_request', 'نموذج — طلب تبليغ حكم', 'talab-tabligh.docx', NOTIFICATION),
  ar('enforcement_request', 'enforcement_request', 'نموذج — طلب تنفيذ', 'talab-tanfid.docx', ENFORCEMENT),
  ar('provision_request', 'provision_request', 'نموذج — طلب تسبيق على الأتعاب', 'talab-tasbiq.docx', PROVISION),
  ar('insurer_letter', 'insurer_letter', 'نموذج — رسالة إلى شركة التأمين', 'risala-taamin.docx', INSURER),
  ar('fee_note', 'fee_note', 'نموذج — مذكرة الأتعاب', 'mudhakkirat-atab.docx', FEE_NOTE),
];

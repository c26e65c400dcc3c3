import PizZip from 'pizzip';

/** A paragraph of an example template: its text (placeholders included) and how it is set. */
export interface ExampleParagraph {
  text: string;
  bold?: boolean;
  align?: 'center' | 'both';
  /** Points. */
  size?: number;
  /** Space after, in points. */
  after?: number;
}

/** A table whose second row repeats for each row of a loop (`{#loop}` in its first cell, `{/loop}` in its last). */
export interface ExampleTable {
  table: { header: string[]; row: string[]; widths: number[] };
}

export type ExampleBlock = ExampleParagraph | ExampleTable;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A run of text: right to left in an Arabic template (`w:rtl`), bold or sized as asked. */
function run(text: string, rtl: boolean, { bold = false, size }: { bold?: boolean; size?: number } = {}): string {
  const props = [
    bold ? '<w:b/><w:bCs/>' : '',
    size ? `<w:sz w:val="${size * 2}"/><w:szCs w:val="${size * 2}"/>` : '',
    rtl ? '<w:rtl/>' : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

/** A paragraph: right to left in an Arabic template (`w:bidi`), the order of its properties as the schema wants it. */
function paragraph(p: ExampleParagraph, rtl: boolean): string {
  const props = [rtl ? '<w:bidi/>' : '', `<w:spacing w:after="${(p.after ?? 6) * 20}"/>`, p.align ? `<w:jc w:val="${p.align}"/>` : ''].join(
    '',
  );
  return `<w:p><w:pPr>${props}</w:pPr>${p.text ? run(p.text, rtl, p) : ''}</w:p>`;
}

function table({ table: t }: ExampleTable, rtl: boolean): string {
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const cell = (text: string, width: number, bold = false) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph({ text, bold, after: 0 }, rtl)}</w:tc>`;
  const row = (cells: string[], bold = false) => `<w:tr>${cells.map((text, i) => cell(text, t.widths[i]!, bold)).join('')}</w:tr>`;
  return (
    `<w:tbl><w:tblPr>${rtl ? '<w:bidiVisual/>' : ''}<w:tblW w:w="5000" w:type="pct"/><w:tblBorders>` +
    ['top', rtl ? 'right' : 'left', 'bottom', rtl ? 'left' : 'right', 'insideH', 'insideV'].map(border).join('') +
    `</w:tblBorders></w:tblPr><w:tblGrid>${t.widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>` +
    `${row(t.header, true)}${row(t.row)}</w:tbl>${paragraph({ text: '' }, rtl)}`
  );
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>';

/** Times New Roman for Latin text, Traditional Arabic for Arabic (Word's usual pair in Moroccan offices). */
const styles = (rtl: boolean) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr>` +
  '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="Times New Roman" w:cs="Traditional Arabic"/>' +
  `<w:sz w:val="24"/><w:szCs w:val="${rtl ? 30 : 24}"/><w:lang w:val="fr-FR" w:bidi="ar-MA"/></w:rPr></w:rPrDefault>` +
  '<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style></w:styles>';

/** A minimal, valid Word document (WordprocessingML) of the blocks, A4 with 2.5 cm margins; right to left throughout when `rtl`. */
export function exampleDocx(blocks: readonly ExampleBlock[], rtl: boolean): Buffer {
  const body = blocks.map((b) => ('table' in b ? table(b, rtl) : paragraph(b, rtl))).join('');
  const section = `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1418" w:right="1418" w:bottom="1418" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/>${rtl ? '<w:bidi/>' : ''}</w:sectPr>`;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}${section}</w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', PACKAGE_RELS);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file('word/document.xml', document);
  zip.file('word/styles.xml', styles(rtl));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

import { TEMPLATE_LIMITS, type TemplateProblem } from '@cabinet/shared';
import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { TemplateSyntaxError } from './template-syntax-error';
import { TemplateFileRefused } from './zip-bounds';

/** What part of the document a file of the zip is, as Word names it. */
function partName(file: string | undefined): string | null {
  if (!file) return null;
  const match = /word\/([a-z]+?)\d*\.xml$/.exec(file);
  if (!match) return file;
  return (
    { document: 'body', header: 'header', footer: 'footer', footnotes: 'footnotes', endnotes: 'endnotes', comments: 'comments' }[
      match[1]!
    ] ?? match[1]!
  );
}

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** The paragraph (from 1) of a file's XML holding the character at `offset` of its text, as docxtemplater counts it. */
function paragraphAt(xml: string, offset: number | undefined): number | null {
  if (offset === undefined || offset < 0) return null;
  let seen = 0;
  let index = 0;
  for (const paragraph of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    index++;
    for (const text of paragraph[0].matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) seen += text[1]!.replace(ENTITY, '_').length;
    if (seen > offset) return index;
  }
  return index || null;
}

interface DocxError {
  properties?: { id?: string; xtag?: string; offset?: number; file?: string; errors?: DocxError[] };
}

function problemsOf(err: unknown, zip: PizZip): TemplateProblem[] | null {
  const errors = (err as DocxError).properties?.errors ?? [err as DocxError];
  if (!errors.every((e) => e.properties?.id)) return null;
  return errors.map(({ properties: p }) => {
    const file = p!.file;
    let paragraph: number | null;
    try {
      paragraph = file ? paragraphAt(zip.file(file)?.asText() ?? '', p!.offset) : null;
    } catch {
      paragraph = null;
    }
    return { reason: p!.id!, tag: p!.xtag ?? null, part: partName(file), paragraph };
  });
}

const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  stripInvalidXMLChars: true,
  // `{ client_name }` as Word users type it names `client_name`.
  parser: (tag: string) => {
    const name = tag.trim();
    return { get: (scope: unknown) => (name === '.' ? scope : (scope as Record<string, unknown> | null)?.[name]) };
  },
  // A placeholder with no value (or one Cabinet does not know) comes out empty, never "undefined".
  nullGetter: () => '',
} as const;

function compile(bytes: Buffer, modules: InspectModule[] = []): { doc: Docxtemplater<PizZip>; zip: PizZip } {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw new TemplateFileRefused('damaged', 'This Word document is damaged: open it in Word and save it again');
  }
  try {
    return { doc: new Docxtemplater(zip, { ...OPTIONS, modules }), zip };
  } catch (err) {
    const problems = problemsOf(err, zip);
    if (problems) throw new TemplateSyntaxError(problems);
    throw new TemplateFileRefused('damaged', 'This Word document is damaged: open it in Word and save it again');
  }
}

interface StructuredPart {
  type: string;
  value: string;
  module?: string;
  subparsed?: StructuredPart[];
}

/** The tags of a template: `name` at the top, `section.name` inside a section. */
function collectTags(parts: StructuredPart[], section: string | null, into: Set<string>, raw: string[]): void {
  for (const part of parts) {
    if (part.type !== 'placeholder') continue;
    const name = part.value.trim();
    if (part.module === 'rawxml') raw.push(name);
    if (name) into.add(section ? `${section}.${name}` : name);
    if (part.subparsed) collectTags(part.subparsed, name, into, raw);
  }
}

/** The placeholders a template names, or the faults of their writing (TemplateSyntaxError). */
export function readTags(bytes: Buffer): string[] {
  const inspect = new InspectModule();
  compile(bytes, [inspect]);
  const tags = new Set<string>();
  const raw: string[] = [];
  collectTags(inspect.getAllStructuredTags() as unknown as StructuredPart[], null, tags, raw);
  if (raw.length > 0)
    throw new TemplateSyntaxError(raw.map((tag) => ({ reason: 'raw_xml_tag', tag: `@${tag}`, part: null, paragraph: null })));
  if (tags.size > TEMPLATE_LIMITS.maxTags)
    throw new TemplateSyntaxError([{ reason: 'too_many_tags', tag: null, part: null, paragraph: null }]);
  return [...tags];
}

/** The template filled with `data`: the office's formatting, paragraph direction (w:bidi) included, is kept as it was. */
export function fillDocx(bytes: Buffer, data: Record<string, unknown>): Buffer {
  const { doc } = compile(bytes);
  doc.render(data);
  return doc.toBuffer({ compression: 'DEFLATE' });
}

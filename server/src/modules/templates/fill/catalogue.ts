import type { TemplateField } from '@cabinet/shared';
import type { LoopDefinition, ScalarField } from './field';
import { CHOSEN_LEVEL_FIELDS, LEVEL_FIELDS_BY_KIND, LEVEL_LOOP } from './fields-levels';
import { FEE_LINES_LOOP, FEE_NOTE_FIELDS, HEARING_FIELDS } from './fields-money';
import { ACCIDENT_FIELDS, DOSSIER_FIELDS, OFFICE_FIELDS } from './fields-office';
import { PARTY_FIELDS, PARTY_LOOPS } from './fields-parties';
import { sampleSource } from './sample-source';
import type { FillSource } from './source';

/**
 * Every placeholder a template may name, in one list: its name, what it holds in the three
 * languages of the interface, and how it is filled from a dossier. The placeholders page, the
 * check of an uploaded template and the filling all read this list.
 */
export const SCALAR_FIELDS: ScalarField[] = [
  ...OFFICE_FIELDS,
  ...DOSSIER_FIELDS,
  ...ACCIDENT_FIELDS,
  ...PARTY_FIELDS,
  ...HEARING_FIELDS,
  ...CHOSEN_LEVEL_FIELDS,
  ...LEVEL_FIELDS_BY_KIND,
  ...FEE_NOTE_FIELDS,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loop has rows of its own type
export const LOOPS: LoopDefinition<any>[] = [...PARTY_LOOPS, LEVEL_LOOP, FEE_LINES_LOOP];

const scalarNames = new Set(SCALAR_FIELDS.map((f) => f.name));
const loopsByName = new Map(LOOPS.map((loop) => [loop.name, loop]));
const duplicates = [...scalarNames].filter((name) => loopsByName.has(name));
if (scalarNames.size !== SCALAR_FIELDS.length || duplicates.length > 0) throw new Error('A placeholder is named twice in the catalogue');

/** The data docxtemplater fills a template with: every scalar as text, every loop as its rows. */
export function fillData(source: FillSource): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of SCALAR_FIELDS) data[field.name] = field.value(source);
  for (const loop of LOOPS) {
    data[loop.name] = loop.rows(source).map((row: unknown) => Object.fromEntries(loop.fields.map((f) => [f.name, f.value(row)])));
  }
  return data;
}

/** A tag as found in a template: a name at the top, or `section.name` for one inside a section (`{#section}…{/section}`). */
export function classifyTags(tags: readonly string[]): { placeholders: string[]; unknown: string[] } {
  const known = new Set<string>();
  const unknown = new Set<string>();
  for (const tag of tags) {
    const dot = tag.indexOf('.');
    if (dot < 0) {
      (scalarNames.has(tag) || loopsByName.has(tag) ? known : unknown).add(tag);
      continue;
    }
    const section = tag.slice(0, dot);
    const inner = tag.slice(dot + 1);
    const loop = loopsByName.get(section);
    if (loop?.fields.some((f) => f.name === inner)) known.add(tag);
    // Inside a section, a name of the whole dossier still fills (docxtemplater looks outwards).
    else if (scalarNames.has(inner) || loopsByName.has(inner)) known.add(inner);
    else unknown.add(loop ? tag : inner);
  }
  return { placeholders: [...known].sort(), unknown: [...unknown].sort() };
}

let fieldList: TemplateField[] | null = null;

/** Every placeholder for the placeholders page, with an example as a French and as an Arabic template is filled. */
export function templateFields(): TemplateField[] {
  if (fieldList) return fieldList;
  const fr = sampleSource('fr');
  const ar = sampleSource('ar');
  const list: TemplateField[] = SCALAR_FIELDS.map((f) => ({
    name: f.name,
    description: f.description,
    example: f.value(fr),
    example_ar: f.value(ar),
    loop: false,
    group: f.group,
  }));
  for (const loop of LOOPS) {
    const usage = `{#${loop.name}}{${loop.fields[0]!.name}}{/${loop.name}}`;
    list.push({ name: loop.name, description: loop.description, example: usage, example_ar: usage, loop: true, group: loop.group });
    const [firstFr] = loop.rows(fr);
    const [firstAr] = loop.rows(ar);
    for (const field of loop.fields) {
      list.push({
        name: `${loop.name}.${field.name}`,
        description: field.description,
        example: firstFr === undefined ? '' : field.value(firstFr),
        example_ar: firstAr === undefined ? '' : field.value(firstAr),
        loop: false,
        group: loop.group,
      });
    }
  }
  fieldList = list;
  return list;
}

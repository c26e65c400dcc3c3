import { exampleDocx } from './example-docx';
import type { ExampleTemplate } from './example-template';
import { ARABIC_EXAMPLES } from './examples-ar';
import { FRENCH_EXAMPLES } from './examples-fr';

export type { ExampleTemplate } from './example-template';

/** Cabinet's example templates, French and Arabic, for the office to adapt. */
export const EXAMPLE_TEMPLATES: readonly ExampleTemplate[] = [...FRENCH_EXAMPLES, ...ARABIC_EXAMPLES];

/** The example's Word file, made from its text (Arabic ones right to left throughout). */
export const exampleBytes = (example: ExampleTemplate): Buffer => exampleDocx(example.blocks, example.language === 'ar');

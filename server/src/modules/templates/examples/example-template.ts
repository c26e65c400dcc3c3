import type { TemplateLanguage, TemplatePurpose } from '@cabinet/shared';
import type { ExampleBlock } from './example-docx';

/** One of Cabinet's example templates, in one language: the office adapts it in Word. */
export interface ExampleTemplate {
  /** Stable across versions: an example the office deleted is known by it and not added again. */
  key: string;
  purpose: TemplatePurpose;
  language: TemplateLanguage;
  name: string;
  filename: string;
  blocks: ExampleBlock[];
}

/**
 * French typography: the apostrophe ’, a no-break space before « : » and « % » and inside
 * guillemets, a narrow one before « ; ? ! ». Applied to every French text of the examples.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/ ([:%»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ ([;?!])/g, '\u202f$1');
}

import { TEMPLATE_LIMITS, type TemplateProblem } from '@cabinet/shared';

/** A template whose placeholders are written wrong: each fault, where it is. */
export class TemplateSyntaxError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(problems.map(describeProblem).join('; '));
  }
}

const REASONS: Record<string, string> = {
  unclosed_tag: 'is not closed: add the “}”',
  unopened_tag: 'is not opened: add the “{”',
  duplicate_open_tag: 'has two “{”',
  duplicate_close_tag: 'has two “}”',
  unclosed_loop: 'opens a section that is never closed: add its {/…}',
  unopened_loop: 'closes a section that was never opened: add its {#…}',
  closing_tag_does_not_match_opening_tag: 'closes another section than the one open',
  raw_xml_tag: 'inserts raw Word code, which Cabinet does not do: write it as {name}',
};

/** « The placeholder {client_name in the body, paragraph 3, is not closed: add the “}” ». */
export function describeProblem(problem: TemplateProblem): string {
  if (problem.reason === 'too_many_tags') return `The template names more than ${TEMPLATE_LIMITS.maxTags} placeholders`;
  const where = [problem.part ? `in the ${problem.part}` : null, problem.paragraph ? `paragraph ${problem.paragraph}` : null]
    .filter(Boolean)
    .join(', ');
  const tag = problem.tag ? `The placeholder “${problem.tag}”` : 'A placeholder';
  return `${tag}${where ? ` (${where})` : ''} ${REASONS[problem.reason] ?? 'is written wrong'}`;
}

import type { TemplateProblem } from '@cabinet/shared';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

const KNOWN_REASONS = new Set([
  'unclosed_tag',
  'unopened_tag',
  'duplicate_open_tag',
  'duplicate_close_tag',
  'unclosed_loop',
  'unopened_loop',
  'closing_tag_does_not_match_opening_tag',
  'raw_xml_tag',
  'too_many_tags',
]);
const KNOWN_PARTS = new Set(['body', 'header', 'footer', 'footnotes', 'endnotes', 'comments']);

/** Each fault of a refused template, in the reader's language, with where it is in the document. */
export function TemplateProblems({ error, limitMb }: { error: unknown; limitMb: number }) {
  const { t } = useTranslation('templates');
  if (!isApiError(error)) return <ErrorAlert message={t('errors.upload')} />;
  if (error.code === 'unsupported_type') return <ErrorAlert message={t('errors.notDocx')} />;
  if (error.code === 'payload_too_large') return <ErrorAlert message={t('errors.tooLarge', { limit: limitMb })} />;
  const problems = (error.details.problems ?? []) as TemplateProblem[];
  if (error.code !== 'template_invalid') return <ErrorAlert message={t('errors.upload')} />;
  if (problems.length === 0) return <ErrorAlert message={t('errors.heavy')} />;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('errors.invalid')} role="alert">
      <List size="sm" spacing={4}>
        {problems.map((problem, index) => {
          const part = problem.part && KNOWN_PARTS.has(problem.part) ? t(`problems.parts.${problem.part}`) : problem.part;
          return (
            <List.Item key={index}>
              {t(`problems.${KNOWN_REASONS.has(problem.reason) ? problem.reason : 'other'}`, { tag: problem.tag ?? '' })}
              {part && problem.paragraph ? (
                <Text span c="dimmed" size="sm">
                  {' '}
                  ({t('problems.where', { part, paragraph: problem.paragraph })})
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

import { foldText, type TemplateField } from '@cabinet/shared';
import { Badge, Code, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { useTemplateFields } from '../api/templates';

type Lang = 'en' | 'fr' | 'ar';
const readerLang = (language: string): Lang => (language === 'fr' || language === 'ar' ? language : 'en');

/** Shown as Word users type them (never translated): a placeholder, a list, a condition. */
const SAMPLES = {
  example: '{client_name}',
  loop: '{#clients}{name}{/clients}',
  condition: '{#insurer_name}…{/insurer_name}',
  fr: '_fr',
  ar: '_ar',
};

/** /templates/fields — every placeholder a template may name, with what it holds and an example, in the reader's language; searchable. */
export function TemplateFieldsPage() {
  const { t, i18n } = useTranslation('templates');
  const fields = useTemplateFields();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const lang = readerLang(i18n.language);

  const groups = useMemo(() => {
    const words = foldText(debounced).split(/\s+/).filter(Boolean);
    const matches = (field: TemplateField) => {
      const haystack = foldText(`${field.name} ${field.description[lang]} ${lang === 'ar' ? field.example_ar : field.example}`);
      return words.every((word) => haystack.includes(word));
    };
    const byGroup = new Map<string, TemplateField[]>();
    for (const field of fields.data?.items ?? []) {
      if (!matches(field)) continue;
      byGroup.set(field.group, [...(byGroup.get(field.group) ?? []), field]);
    }
    return [...byGroup];
  }, [fields.data, debounced, lang]);

  const groupTitle = (group: string) =>
    group.startsWith('level:') ? t('groups.level', { level: t(`levels.${group.slice(6)}`) }) : t(`groups.${group}`);
  const shown = groups.reduce((sum, [, items]) => sum + items.length, 0);

  return (
    <>
      <PageHeader title={t('fields.title')} />
      <Stack gap="md">
        <Text>{t('fields.intro', { example: SAMPLES.example })}</Text>
        <Text>{t('fields.loops', { loop: SAMPLES.loop, condition: SAMPLES.condition })}</Text>
        <Text>{t('fields.languages', { fr: SAMPLES.fr, ar: SAMPLES.ar })}</Text>
        <TextInput
          label={t('fields.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
          maw={480}
        />
        {fields.isPending ? (
          <PageLoader />
        ) : fields.isError ? (
          <PageError message={t('errors.fieldsLoad')} onRetry={() => void fields.refetch()} />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {t('fields.shown', { count: shown })}
            </Text>
            {groups.length === 0 && <EmptyState message={t('fields.empty')} />}
            {groups.map(([group, items]) => (
              <section key={group} aria-labelledby={`fields-${group}`}>
                <Title order={2} size="h4" mb="xs" id={`fields-${group}`}>
                  {groupTitle(group)}
                </Title>
                <ResponsiveTable minWidth={760} striped>
                  <TableHead columns={[t('fields.placeholder'), t('fields.description'), t('fields.example')]} />
                  <Table.Tbody>
                    {items.map((field) => (
                      <Table.Tr key={field.name}>
                        <Table.Td>
                          <Stack gap={2} align="flex-start">
                            <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                              {field.loop
                                ? `{#${field.name}}…{/${field.name}}`
                                : `{${field.name.includes('.') ? field.name.slice(field.name.indexOf('.') + 1) : field.name}}`}
                            </Code>
                            {field.loop && (
                              <Badge size="sm" variant="light" autoContrast>
                                {t('fields.loop')}
                              </Badge>
                            )}
                            {field.name.includes('.') && (
                              <Text size="xs" c="dimmed">
                                {t('fields.inLoop', { loop: `{#${field.name.slice(0, field.name.indexOf('.'))}}` })}
                              </Text>
                            )}
                          </Stack>
                        </Table.Td>
                        <Table.Td>{field.description[lang]}</Table.Td>
                        <Table.Td>
                          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                            {lang === 'ar' ? field.example_ar : field.example}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </ResponsiveTable>
              </section>
            ))}
          </>
        )}
      </Stack>
    </>
  );
}

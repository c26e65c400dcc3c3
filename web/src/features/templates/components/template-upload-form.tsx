import { TEMPLATE_LANGUAGES, TEMPLATE_LIMITS, TEMPLATE_PURPOSES, templateUploadFields, type Template } from '@cabinet/shared';
import { Alert, Button, FileInput, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconFileTypeDocx } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../../../lib/form';
import { useUploadTemplate } from '../api/templates';
import { PlaceholderList } from './placeholder-list';
import { TemplateProblems } from './template-problems';

const LIMIT_MB = TEMPLATE_LIMITS.maxBytes / (1024 * 1024);

interface UploadValues {
  name: string;
  language: Template['language'] | '';
  purpose: Template['purpose'] | '';
}

/** The upload of a new template; once the server has read it, the placeholders it recognised and those it did not. */
export function TemplateUploadForm() {
  const { t } = useTranslation('templates');
  const upload = useUploadTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [added, setAdded] = useState<Template | null>(null);
  const form = useForm<UploadValues>({
    initialValues: { name: '', language: '', purpose: '' },
    validate: validateWith(templateUploadFields),
  });

  const submit = form.onSubmit(async (values) => {
    setAdded(null);
    if (!file) return setFileError(t('upload.chooseFile'));
    if (file.size > TEMPLATE_LIMITS.maxBytes) return setFileError(t('errors.tooLarge', { limit: LIMIT_MB }));
    try {
      const template = await upload.mutateAsync({
        file,
        name: values.name.trim(),
        language: values.language as Template['language'],
        purpose: values.purpose as Template['purpose'],
      });
      setAdded(template);
      setFile(null);
      form.reset();
    } catch {
      // Shown below the form (TemplateProblems).
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('upload.file')}
          description={t('upload.fileHint', { limit: LIMIT_MB })}
          placeholder={t('upload.chooseFile')}
          // Mantine's grey placeholder falls short of the contrast a label needs.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          leftSection={<IconFileTypeDocx size={16} aria-hidden />}
          value={file}
          onChange={(value) => {
            setFile(value);
            setFileError(null);
            if (value && !form.values.name) form.setFieldValue('name', value.name.replace(/\.docx$/i, '').slice(0, TEMPLATE_LIMITS.name));
          }}
          error={fileError}
          required
          clearable
        />
        <TextInput label={t('upload.name')} maxLength={TEMPLATE_LIMITS.name} required {...form.getInputProps('name')} />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('upload.language')}
            data={TEMPLATE_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            required
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Select
            label={t('upload.purpose')}
            data={TEMPLATE_PURPOSES.map((value) => ({ value, label: t(`purpose.${value}`) }))}
            required
            allowDeselect={false}
            {...form.getInputProps('purpose')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
          {upload.isPending && (
            <Text size="sm" c="dimmed" role="status">
              {t('upload.sending')}
            </Text>
          )}
        </Group>
        {upload.isError && <TemplateProblems error={upload.error} limitMb={LIMIT_MB} />}
        {added && (
          <Alert color="teal" icon={<IconCheck aria-hidden />} title={`${t('upload.done')}: ${added.name}`} role="status">
            <TemplateReading template={added} />
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** What Cabinet made of a template's placeholders. */
export function TemplateReading({ template }: { template: Template }) {
  const { t } = useTranslation('templates');
  if (template.placeholders.length === 0 && template.unknown_placeholders.length === 0)
    return <Text size="sm">{t('upload.noneFound')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('upload.recognised', { count: template.placeholders.length })}</Text>
      <PlaceholderList names={template.placeholders} />
      {template.unknown_placeholders.length > 0 && (
        <>
          <Text size="sm" fw={600} c="red.9">
            {t('upload.unknown', { count: template.unknown_placeholders.length })}
          </Text>
          <PlaceholderList names={template.unknown_placeholders} color="red" />
        </>
      )}
    </Stack>
  );
}

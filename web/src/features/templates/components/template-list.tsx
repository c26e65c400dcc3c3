import { TEMPLATE_LANGUAGES, TEMPLATE_LIMITS, TEMPLATE_PURPOSES, templatePatchBody, type Template } from '@cabinet/shared';
import { Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DialogFooter } from '../../../components/dialog-footer';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { describeError, showSaveError } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { templateContentUrl, useDeleteTemplate, useUpdateTemplate } from '../api/templates';
import { TemplateReading } from './template-upload-form';

/** The office's templates: the examples marked, each downloadable, editable and deletable. */
export function TemplateList({ templates }: { templates: Template[] }) {
  const { t } = useTranslation('templates');
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Template | null>(null);

  const onDelete = async (template: Template) => {
    try {
      await remove.mutateAsync(template.id);
      notifySuccess(t('list.deleted'));
    } catch (err) {
      notifyError(describeError(err, t, t('errors.delete')), err);
    }
  };

  return (
    <>
      <ResponsiveTable minWidth={820} striped>
        <TableHead columns={[t('list.name'), t('list.language'), t('list.purpose'), t('list.placeholders'), t('list.actions')]} />
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id}>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {template.name}
                  </Text>
                  {template.is_example && (
                    <Badge variant="light" color="grape" autoContrast maw="none" styles={{ label: { overflow: 'visible' } }}>
                      {t('list.example')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{t(`language.${template.language}`)}</Table.Td>
              <Table.Td>{t(`purpose.${template.purpose}`)}</Table.Td>
              <Table.Td>
                <Text size="sm" c={template.unknown_placeholders.length > 0 ? 'red.9' : undefined}>
                  {t('list.counts', { known: template.placeholders.length, unknown: template.unknown_placeholders.length })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="wrap">
                  <Button
                    component="a"
                    href={templateContentUrl(template)}
                    download
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t('list.downloadLabel', { name: template.name })}
                  >
                    {t('list.download')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditing(template)}
                    aria-label={t('list.editLabel', { name: template.name })}
                  >
                    {t('common:actions.edit')}
                  </Button>
                  <ConfirmButton
                    size="xs"
                    variant="light"
                    color="red.9"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    message={t('list.deleteConfirm', { name: template.name })}
                    onConfirm={() => onDelete(template)}
                    aria-label={t('list.deleteLabel', { name: template.name })}
                  >
                    {t('common:actions.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('edit.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {editing && <EditTemplate template={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function EditTemplate({ template, onDone }: { template: Template; onDone: () => void }) {
  const { t } = useTranslation('templates');
  const update = useUpdateTemplate();
  const form = useForm({
    initialValues: { name: template.name, language: template.language, purpose: template.purpose },
    validate: validateWith(templatePatchBody),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: template.id, ...values, name: values.name.trim(), version: template.version });
      notifySuccess(t('list.saved'));
      onDone();
    } catch (err) {
      showSaveError(form, err, t, t('errors.save'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('upload.name')} maxLength={TEMPLATE_LIMITS.name} required data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('upload.language')}
          data={TEMPLATE_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        <Select
          label={t('upload.purpose')}
          data={TEMPLATE_PURPOSES.map((value) => ({ value, label: t(`purpose.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('purpose')}
        />
        <TemplateReading template={template} />
        <DialogFooter submitLabel={t('common:actions.save')} loading={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

import { STAGE_KINDS, type Dossier, type Template } from '@cabinet/shared';
import { Alert, Anchor, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyAccess } from '../../../api/session';
import { DialogFooter } from '../../../components/dialog-footer';
import { PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useDossierFeeNotes, useDossierStages, useGenerateDocument, useTemplates } from '../api/templates';

/** The dossier page's "Generate a document": a template filled from the dossier and filed among its documents. */
export function GenerateDocument({ dossier }: { dossier: Dossier }) {
  const { t } = useTranslation('templates');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconFileDownload size={16} aria-hidden />} onClick={open}>
        {t('generate.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('generate.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {opened && <GenerateForm dossierId={dossier.id_dossier} onDone={close} />}
      </Modal>
    </>
  );
}

function GenerateForm({ dossierId, onDone }: { dossierId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation('templates');
  const templates = useTemplates();
  const stages = useDossierStages(dossierId);
  const money = useMoneyAccess();
  const feeNotes = useDossierFeeNotes(dossierId, money !== 'none');
  const generate = useGenerateDocument(dossierId);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [stageId, setStageId] = useState<string | null>(null);
  const [feeNoteId, setFeeNoteId] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);

  if (templates.isPending) return <PageLoader />;
  if (templates.isError) return <PageError message={t('generate.loadFailed')} onRetry={() => void templates.refetch()} />;
  const items = templates.data.items;
  const fieldsLink = (
    <Anchor component={Link} to={paths.templates.fields} size="sm">
      {t('generate.fieldsLink')}
    </Anchor>
  );
  if (items.length === 0) {
    return (
      <Stack gap="sm">
        <Text>{t('generate.noTemplates')}</Text>
        {fieldsLink}
      </Stack>
    );
  }

  const templateLabel = (template: Template) => `${template.name} — ${t(`language.${template.language}`)}`;
  const kindOrder = (kind: string) => STAGE_KINDS.indexOf(kind as (typeof STAGE_KINDS)[number]);
  // A dossier before its court levels (or a server without them) simply has none to choose.
  const stageItems = (stages.data?.items ?? [])
    .slice()
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
    .map((stage) => ({
      value: String(stage.id),
      label: [t(`levels.${stage.kind}`), stage.file_number_text ?? stage.file_raw ?? '', stage.tribunal_name ?? '']
        .filter(Boolean)
        .join(' — '),
    }));

  const submit = async () => {
    if (!templateId) return setTemplateError(t('generate.templatePlaceholder'));
    try {
      const document = await generate.mutateAsync({
        template_id: Number(templateId),
        stage_id: stageId ? Number(stageId) : null,
        invoice_id: feeNoteId ? Number(feeNoteId) : null,
      });
      notifySuccess(t('generate.done', { name: document.filename }));
      onDone();
    } catch (err) {
      const heavy = isApiError(err) && err.code === 'template_invalid';
      const gone = isApiError(err) && err.status === 404;
      notifyError(heavy ? t('errors.generateHeavy') : gone ? t('errors.missing') : describeError(err, t, t('errors.generate')), err);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{t('generate.intro')}</Text>
        <Select
          label={t('generate.template')}
          placeholder={t('generate.templatePlaceholder')}
          data={items.map((template) => ({ value: String(template.id), label: templateLabel(template) }))}
          value={templateId}
          onChange={(value) => {
            setTemplateId(value);
            setTemplateError(null);
          }}
          error={templateError}
          searchable
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        {stages.isError ? (
          <Alert color="yellow" role="status">
            {t('errors.levels')}
          </Alert>
        ) : (
          stageItems.length > 0 && (
            <Select
              label={t('generate.stage')}
              data={[{ value: '', label: t('generate.stageNone') }, ...stageItems]}
              value={stageId ?? ''}
              onChange={(value) => setStageId(value || null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )
        )}
        {money !== 'none' && (feeNotes.data?.items.length ?? 0) > 0 && (
          <Select
            label={t('generate.feeNote')}
            data={[
              { value: '', label: t('generate.feeNoteNone') },
              ...feeNotes.data!.items.map((note) => ({
                value: String(note.id),
                label: `${note.number ?? t('generate.feeNoteDraft')}${note.issue_date ? ` — ${formatDate(note.issue_date, i18n.language)}` : ''}`,
              })),
            ]}
            value={feeNoteId ?? ''}
            onChange={(value) => setFeeNoteId(value || null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {fieldsLink}
        {generate.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('generate.working')}
          </Text>
        )}
        <DialogFooter submitLabel={t('generate.submit')} loading={generate.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { stageNumberText, useDossierStages } from '../../../api/dossier-stages';
import { HearingTimeField } from '../../../components/hearing-time-field';
import { ltrIsolate } from '../../../components/ltr-text';
import type { HearingFormValues } from './action-form-values';

/** The dossier's court levels as the level select lists them ("Appeal 1457/1201/2026"), in court order. */
export function useStageOptions(dossierId: number | null) {
  const { t } = useTranslation('stages');
  const stages = useDossierStages(dossierId);
  const options = (stages.data?.items ?? []).map((stage) => {
    const number = stageNumberText(stage);
    return { value: String(stage.id), label: number ? `${t(`kinds.${stage.kind}`)} ${ltrIsolate(number)}` : t(`kinds.${stage.kind}`) };
  });
  return { options, isPending: stages.isPending && dossierId !== null };
}

/**
 * A hearing's time and room, and the level of the dossier the action belongs to (the roll then
 * shows that level's number). Every action form has them; each is optional.
 */
export function HearingFields<V extends HearingFormValues>({ form, dossierId }: { form: UseFormReturnType<V>; dossierId: number | null }) {
  const { t } = useTranslation('hearings');
  const stages = useStageOptions(dossierId);
  return (
    <>
      <HearingTimeField {...form.getInputProps('hearing_time')} />
      <TextInput label={t('room')} description={t('roomHint')} autoComplete="off" {...form.getInputProps('room')} />
      <Select
        label={t('level')}
        description={t('levelHint')}
        clearable
        placeholder={stages.isPending ? t('common:states.loading') : t('levelNone')}
        nothingFoundMessage={t('stages:section.empty')}
        data={stages.options}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('fk_stage')}
      />
    </>
  );
}

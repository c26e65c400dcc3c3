import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPED_ORDER_INPUT } from '../../../components/ltr-text';
import { splitFileNumber } from '../lib/file-number';
import { WITH_CHAMBER_AND_SECTION, type StageFormValues } from '../lib/stage-form-values';

/**
 * The court file number in its parts, left to right as the court writes them (number / code /
 * year; chamber and section at cassation), whatever the page's direction. The whole number typed
 * or pasted into the first box is split into its parts; a number that does not split is written
 * as it is in the last box.
 */
export function FileNumberFields({ form }: { form: UseFormReturnType<StageFormValues> }) {
  const { t } = useTranslation('stages');
  const kind = form.values.kind;
  const withChamber = kind !== null && WITH_CHAMBER_AND_SECTION.includes(kind);
  const hintId = useId();

  const fill = (text: string): boolean => {
    const parts = splitFileNumber(text);
    if (!parts) return false;
    form.setValues(parts);
    return true;
  };
  const part = (name: 'file_number' | 'file_code' | 'file_year' | 'file_chamber' | 'file_section', width: number) => (
    <TextInput
      label={t(`fields.${name}`)}
      w={width}
      autoComplete="off"
      {...TYPED_ORDER_INPUT}
      {...form.getInputProps(name)}
      {...(name === 'file_number' && {
        onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
          if (fill(event.clipboardData.getData('text'))) event.preventDefault();
        },
        onBlur: () => {
          if (form.values.file_number.includes('/')) fill(form.values.file_number);
        },
      })}
    />
  );

  return (
    // The hint is the group's description: Mantine's inputs keep aria-describedby for their own messages.
    <Fieldset legend={t('form.numberLegend')} variant="unstyled" aria-describedby={hintId}>
      <Group gap="xs" align="flex-start" dir="ltr" wrap="wrap">
        {part('file_number', 120)}
        {part('file_code', 96)}
        {part('file_year', 88)}
        {withChamber && part('file_chamber', 96)}
        {withChamber && part('file_section', 96)}
      </Group>
      <Text id={hintId} size="xs" c="dark.6" mt={4}>
        {t('form.numberHint')}
      </Text>
      <TextInput
        mt="xs"
        label={t('fields.file_raw')}
        autoComplete="off"
        {...TYPED_ORDER_INPUT}
        {...form.getInputProps('file_raw')}
      />
    </Fieldset>
  );
}

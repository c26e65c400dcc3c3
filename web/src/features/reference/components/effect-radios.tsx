import { ACTION_EFFECTS } from '@cabinet/shared';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChoiceProps } from './choice-props';

/** What adding an action of this type does: nothing more, an expertise, or fill a dossier number. */
export function EffectRadios({ label, name, value, error, onChange }: ChoiceProps) {
  const { t } = useTranslation('reference');
  return (
    <Radio.Group label={label} name={name} value={value} onChange={onChange} error={error} required>
      <Stack gap="xs" mt="xs">
        {ACTION_EFFECTS.map((effect) => (
          <Radio key={effect} value={effect} label={t(`effects.${effect}`)} description={t(`effectHints.${effect}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useExpertiseTypes } from '../api/references';
import { useFailureToast } from './use-failure-toast';
import type { ChoiceProps } from './choice-props';

/** The expert's expertise type, chosen by label; says how to create one when none exists. */
export function ExpertiseTypeSelect({ label, name, value, error, onChange }: ChoiceProps) {
  const { t, i18n } = useTranslation('reference');
  const types = useExpertiseTypes();
  useFailureToast(types.error, t('entities.type_expertise.fetchFailed'));

  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
    return (types.data?.items ?? [])
      .map((type) => ({ value: String(type.id_type_expertise), label: type.libelle }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [types.data, i18n.language]);

  const empty = types.isSuccess && options.length === 0;
  return (
    <Stack gap={4}>
      <Select
        label={label}
        name={name}
        data={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error ?? (types.isError ? t('entities.type_expertise.fetchFailed') : undefined)}
        placeholder={types.isPending ? t('common:states.loading') : t('form.noneSelected')}
        disabled={types.isPending || empty}
        searchable
        clearable
        nothingFoundMessage={t('common:states.noResults')}
      />
      {types.isError && (
        <Group>
          <Button size="xs" variant="light" onClick={() => void types.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      )}
      {empty && (
        <Text size="sm" role="note">
          {t('form.noExpertiseTypes')}{' '}
          <Anchor component={Link} to={paths.reference.new('type_expertise')}>
            {t('form.createExpertiseType')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

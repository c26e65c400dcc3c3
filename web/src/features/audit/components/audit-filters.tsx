import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../../api/users';
import type { AuditFilter } from '../api/audit-log';
import { AUDIT_ENTITIES } from '../lib/audit-entities';

interface AuditFiltersProps {
  value: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

/** Narrows the log to a kind of record, one record, or one person's changes. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const users = useUsers();
  const [entity, setEntity] = useState<string | null>(value.entity ?? null);
  const [entityId, setEntityId] = useState(value.entity_id ? String(value.entity_id) : '');
  const [user, setUser] = useState<string | null>(value.user ? String(value.user) : null);
  const idInvalid = entityId.trim() !== '' && !/^\d+$/.test(entityId.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (idInvalid) return;
    onChange({
      entity: entity ?? undefined,
      entity_id: entityId.trim() ? Number(entityId.trim()) : undefined,
      user: user ? Number(user) : undefined,
    });
  };
  const clear = () => {
    setEntity(null);
    setEntityId('');
    setUser(null);
    onChange({});
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('filters.label')}>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Select
          label={t('filters.entity')}
          placeholder={t('filters.all')}
          data={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`entities.${e}`) }))}
          value={entity}
          onChange={setEntity}
          clearable
          w={200}
        />
        <TextInput
          label={t('filters.entityId')}
          value={entityId}
          onChange={(event) => setEntityId(event.currentTarget.value)}
          inputMode="numeric"
          error={idInvalid ? t('filters.idInvalid') : undefined}
          w={140}
        />
        <Select
          label={t('filters.user')}
          placeholder={t('filters.everyone')}
          data={(users.data?.items ?? []).map((u) => ({ value: String(u.id), label: u.full_name }))}
          value={user}
          onChange={setUser}
          searchable
          clearable
          nothingFoundMessage={t('filters.noUser')}
          w={220}
        />
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
          {t('filters.apply')}
        </Button>
        <Button variant="default" onClick={clear} leftSection={<IconX size={16} aria-hidden />}>
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}

import { conflictCheckQuery } from '@cabinet/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconShieldSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { validationError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useConflictCheck } from '../api/conflicts';

/** Before taking a client: is this name or national id already known, and on which side of which dossier? */
export function ConflictCheckPage() {
  const { t } = useTranslation('parties');
  const [name, setName] = useState('');
  const [nationalId, setNationalId] = useState('');
  const [submitted, setSubmitted] = useState<{ name: string; nationalId: string } | null>(null);
  const [error, setError] = useState<ReactNode>();
  const check = useConflictCheck(submitted?.name ?? '', submitted?.nationalId ?? '', submitted !== null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = conflictCheckQuery.safeParse({ name: name.trim(), national_id: nationalId.trim() });
    if (!parsed.success) {
      setError(validationError(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    setSubmitted({ name: name.trim(), nationalId: nationalId.trim() });
  };

  return (
    <>
      <PageHeader title={t('conflictCheck.title')} />
      <Text mb="md" maw={720}>
        {t('conflictCheck.intro')}
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} mb="lg">
        <form onSubmit={submit} noValidate aria-label={t('conflictCheck.title')}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput label={t('conflictCheck.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} miw={240} style={{ flex: 1 }} />
            <TextInput label={t('fields.national_id')} value={nationalId} onChange={(e) => setNationalId(e.currentTarget.value)} miw={180} />
            <Button type="submit" mt={25} leftSection={<IconShieldSearch size={16} aria-hidden />}>
              {t('conflictCheck.submit')}
            </Button>
          </Group>
        </form>
      </Paper>
      {submitted === null ? null : check.isError ? (
        <PageError message={t('errors.load')} onRetry={() => void check.refetch()} />
      ) : !check.data ? (
        <PageLoader />
      ) : check.data.items.length === 0 ? (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('conflictCheck.none')}
        </Alert>
      ) : (
        <Stack gap="sm" role="region" aria-label={t('conflictCheck.results')}>
          <Text fw={600} role="status">
            {t('conflictCheck.found', { count: check.data.items.length })}
          </Text>
          {check.data.items.map((match) => (
            <Paper key={match.id_party} withBorder p="sm" component="article" aria-labelledby={`match-${match.id_party}`}>
              <Group gap="xs" mb={4} wrap="wrap">
                <Title order={2} size="h5" id={`match-${match.id_party}`}>
                  <Anchor component={Link} to={paths.parties.detail(match.id_party)}>
                    <bdi>{match.name}</bdi>
                  </Anchor>
                </Title>
                {match.name_ar && (
                  <Text dir="rtl" lang="ar">
                    {match.name_ar}
                  </Text>
                )}
                <Badge variant="filled" color={match.matched === 'name_part' ? 'dark.6' : 'red.9'}>
                  {t(`conflictCheck.matched.${match.matched}`)}
                </Badge>
                {match.national_id && (
                  <Text size="sm" c="dark.6">
                    <bdi>{match.national_id}</bdi>
                  </Text>
                )}
              </Group>
              {match.dossiers.length === 0 ? (
                <Text size="sm" c="dark.6">
                  {t('conflictCheck.noDossiers')}
                </Text>
              ) : (
                <Group gap="xs" wrap="wrap">
                  {match.dossiers.map((d) => (
                    <Anchor key={`${d.id_dossier}-${d.role}`} component={Link} to={paths.dossier.modify(d.id_dossier, 'parties')} size="sm">
                      {t('conflictCheck.dossierRole', { ref: d.ref_dossier_bureau, role: t(`roles.${d.role}`) })}
                    </Anchor>
                  ))}
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stageNumberText, useDossierStages } from '../../../api/dossier-stages';
import { HearingPlace } from '../../../components/hearing-place';
import { LtrText } from '../../../components/ltr-text';
import { WhatsAppClientButton } from '../../../components/whatsapp-client-button';
import { typeNameOf } from '../../../lib/action-type-name';
import { formatDateLong } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDossierHearings } from '../api/dossier-actions';
import { nextHearing } from '../lib/next-hearing';
import { useOfficeToday } from '../../../lib/office-today';

/**
 * The dossier's next date at court, first on its page (what a lawyer on the way to court opens it
 * for): the day, time and room, the level and its number, and the way to tell the client.
 * Nothing when no date is ahead.
 */
export function NextHearingCard({ dossierId }: { dossierId: number }) {
  const { t, i18n } = useTranslation('stages');
  const lang = i18n.language;
  const today = useOfficeToday();
  const actions = useDossierHearings(dossierId);
  const stages = useDossierStages(dossierId);
  const next = today && actions.data ? nextHearing(actions.data.items, today) : null;
  if (!next) return null;
  const stage = stages.data?.items.find((s) => s.id === next.action.fk_stage);
  const number = stage ? stageNumberText(stage) : null;
  const type = typeNameOf(next.action, lang);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-labelledby="next-hearing-title" data-testid="next-hearing">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h5" id="next-hearing-title" c="dark.6">
            {next.date === today ? t('next.today') : t('next.title')}
          </Title>
          <Text fw={700}>{formatDateLong(next.date, lang)}</Text>
          <HearingPlace time={next.time} room={next.room} />
          {type && (
            <Text size="sm">
              <bdi>{type}</bdi>
            </Text>
          )}
          {stage && (
            <Text size="sm">
              {t(`kinds.${stage.kind}`)}
              {number && (
                <>
                  {' '}
                  <LtrText>{number}</LtrText>
                </>
              )}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <WhatsAppClientButton actionId={next.action.id_action} dossierId={dossierId} size="sm" />
          <Button component={Link} to={paths.action.modify(next.action.id_action)} size="sm" variant="default" leftSection={<IconEdit size={16} aria-hidden />}>
            {t('next.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

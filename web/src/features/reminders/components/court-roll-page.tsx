import { nameIn, ROLL_PDF_MAX_HEARINGS, type RollHearing, type RollParty } from '@cabinet/shared';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateField, parseCalendarDate } from '../../../components/date-field';
import { MineSwitch, useMinePreference } from '../../../components/mine-switch';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatDateLong } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { rollFileUrl, useCourtRoll } from '../api/court-roll';
import { typeNameOf } from '../../../lib/action-type-name';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { LtrText } from '../../../components/ltr-text';
import { WhatsAppClientButton } from '../../../components/whatsapp-client-button';
import type { HearingFields, RollStage } from '../../../lib/hearing';

/** A roll item with what a hearing adds: its time, room and level (the server sends them in its order: by tribunal, then time). */
type Hearing = RollHearing & Omit<HearingFields, 'fk_stage'> & { stage?: RollStage | null };

/**
 * The number the case is called under: its level's (an appeal hearing, the appeal's number) with
 * the level's name, else the dossier's first-instance number.
 */
function RollNumber({ hearing }: { hearing: Hearing }) {
  const { t } = useTranslation('stages');
  const number = hearing.stage?.file_number_text ?? (hearing.stage ? null : hearing.num_dossier_tribunal);
  return (
    <Stack gap={0}>
      {hearing.stage && (
        <Text size="xs" c="dark.6">
          {t(`kinds.${hearing.stage.kind}`)}
        </Text>
      )}
      {number && (
        <Text size="sm" data-testid="roll-number">
          <LtrText>{number}</LtrText>
        </Text>
      )}
    </Stack>
  );
}

/** A hearing's parties, one per line: the role, then the name in the reader's language. */
function RollParties({ parties }: { parties: RollParty[] }) {
  const { t, i18n } = useTranslation('reminders');
  if (parties.length === 0) return null;
  return (
    <Stack gap={2} component="ul" className="court-roll-parties" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {parties.map((party, index) => (
        <Text key={`${party.role}-${index}`} component="li" size="sm">
          {t('roll.party', { role: t(`parties:roles.${party.role}`), name: `\u2068${nameIn(party.name, party.name_ar, i18n.language)}\u2069` })}
        </Text>
      ))}
    </Stack>
  );
}

/** The day's hearings grouped by tribunal: one sheet for whoever goes to court. */
export function CourtRollPage() {
  const { t, i18n } = useTranslation('reminders');
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || undefined;
  const { mine, setMine } = useMinePreference();
  const roll = useCourtRoll(date, mine);

  let body;
  if (roll.isPending) body = <PageLoader />;
  else if (roll.isError) body = <PageError message={describeError(roll.error, t, t('roll.error'))} onRetry={() => void roll.refetch()} />;
  else if (roll.data.groups.length === 0) body = <EmptyState message={t('roll.empty')} />;
  else
    body = (
      <Stack gap="lg" aria-busy={roll.isFetching}>
        {roll.data.groups.map((group) => (
          <Paper key={group.fk_tribunal ?? 'none'} withBorder p="md" className="court-roll-group">
            <Title order={2} size="h4" mb="sm" id={`roll-group-${group.fk_tribunal ?? 'none'}`}>
              {[group.tribunal_nom === null ? t('roll.noTribunal') : nameIn(group.tribunal_nom, group.tribunal_nom_ar, i18n.language), group.tribunal_ville]
                .filter(Boolean)
                .join(' – ')}
            </Title>
            <ResponsiveTable minWidth={900} striped withTableBorder aria-labelledby={`roll-group-${group.fk_tribunal ?? 'none'}`}>
              <TableHead
                columns={[
                  t('hearings:time'),
                  t('hearings:room'),
                  t('roll.reference'),
                  t('stages:list.number'),
                  t('roll.parties'),
                  t('roll.action'),
                  t('roll.attendee'),
                  { label: t('stages:list.operations'), className: 'no-print' },
                ]}
              />
              <Table.Tbody>
                {(group.hearings as Hearing[]).map((h) => (
                  <Table.Tr key={h.id_action} data-testid="roll-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{h.hearing_time && <bdi dir="ltr">{h.hearing_time}</bdi>}</Table.Td>
                    <Table.Td>{h.room && <bdi>{h.room}</bdi>}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.dossier.modify(h.fk_dossier)}>
                        {t('common:dossierRef', { ref: h.ref_dossier_bureau })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <RollNumber hearing={h} />
                    </Table.Td>
                    <Table.Td>
                      <RollParties parties={h.parties} />
                    </Table.Td>
                    <Table.Td>{[typeNameOf(h, i18n.language), h.contenu].filter(Boolean).join(' – ')}</Table.Td>
                    <Table.Td>{h.attendee}</Table.Td>
                    <Table.Td className="no-print">
                      <WhatsAppClientButton actionId={h.id_action} dossierId={h.fk_dossier} context={t('common:dossierRef', { ref: h.ref_dossier_bureau })} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ResponsiveTable>
          </Paper>
        ))}
      </Stack>
    );

  const shown = roll.data?.date ?? date;
  // The server lays out at most this many hearings as a PDF; the print view takes any number.
  const pdfTooLong = (roll.data?.rows ?? 0) > ROLL_PDF_MAX_HEARINGS;
  return (
    <>
      <PageHeader title={t('roll.title')}>
        {shown && (
          <>
            {/* The print view: the roll alone on a page, without the app around it. */}
            <Button
              className="no-print"
              component="a"
              variant="default"
              href={rollFileUrl('html', shown, i18n.language, mine)}
              target="_blank"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('roll.print')}
            </Button>
            {pdfTooLong ? (
              <Button className="no-print" disabled aria-describedby="court-roll-pdf-too-long" leftSection={<IconDownload size={16} aria-hidden />}>
                {t('roll.pdf')}
              </Button>
            ) : (
              <Button className="no-print" component="a" href={rollFileUrl('pdf', shown, i18n.language, mine)} leftSection={<IconDownload size={16} aria-hidden />}>
                {t('roll.pdf')}
              </Button>
            )}
          </>
        )}
      </PageHeader>
      <Group align="end" mb="md" gap="lg" className="court-roll-controls no-print">
        <DateField
          label={t('roll.date')}
          value={shown ?? ''}
          onChange={(value) => {
            // Text that is no date stays in the field with its message; the roll keeps its day.
            if (parseCalendarDate(value)) setParams({ date: value });
          }}
        />
        <MineSwitch mine={mine} onChange={setMine} />
      </Group>
      {shown && (
        <Text c="dimmed" mb="md">
          {formatDateLong(shown, i18n.language)}
          {roll.data ? ` · ${t('roll.count', { count: roll.data.total })}` : ''}
        </Text>
      )}
      {pdfTooLong && (
        <Text id="court-roll-pdf-too-long" mb="md">
          {t('roll.pdfTooLong', { max: ROLL_PDF_MAX_HEARINGS })}
        </Text>
      )}
      {body}
    </>
  );
}

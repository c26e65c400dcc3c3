import { ROLL_PDF_MAX_HEARINGS } from '@cabinet/shared';
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
              {[group.tribunal_nom ?? t('roll.noTribunal'), group.tribunal_ville].filter(Boolean).join(' – ')}
            </Title>
            <ResponsiveTable minWidth={560} striped withTableBorder aria-labelledby={`roll-group-${group.fk_tribunal ?? 'none'}`}>
              <TableHead columns={[t('roll.reference'), t('roll.courtNumber'), t('roll.parties'), t('roll.action'), t('roll.attendee')]} />
              <Table.Tbody>
                {group.hearings.map((h) => (
                  <Table.Tr key={h.id_action}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.dossier.modify(h.fk_dossier)}>
                        {t('common:dossierRef', { ref: h.ref_dossier_bureau })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{h.num_dossier_tribunal && <LtrText>{h.num_dossier_tribunal}</LtrText>}</Table.Td>
                    <Table.Td>{h.parties}</Table.Td>
                    <Table.Td>{[typeNameOf(h, i18n.language), h.contenu].filter(Boolean).join(' – ')}</Table.Td>
                    <Table.Td>{h.attendee}</Table.Td>
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
  const pdfTooLong = (roll.data?.total ?? 0) > ROLL_PDF_MAX_HEARINGS;
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

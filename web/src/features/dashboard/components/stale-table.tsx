import type { StaleDossier } from '@cabinet/shared';
import { Button, Table, Text } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardTable, CardTableScroll } from '../../../components/responsive-table';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** Dossiers without a recent action, with the date of the last one (or that there never was one). */
export function StaleTable({ items }: { items: StaleDossier[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const na = (
    <Text span size="sm" c="dimmed">
      {t('common:states.na')}
    </Text>
  );
  return (
    <CardTableScroll minWidth={640}>
      <CardTable striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stale.columns.reference')}</Table.Th>
            <Table.Th scope="col">{t('stale.columns.responsible')}</Table.Th>
            <Table.Th scope="col">{t('stale.columns.registered')}</Table.Th>
            <Table.Th scope="col">{t('stale.columns.lastAction')}</Table.Th>
            <Table.Th scope="col" className="no-print">
              {t('stale.columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((dossier) => (
            <Table.Tr key={dossier.id_dossier} data-testid="stale-row">
              <Table.Td fw={600}>#{dossier.ref_dossier_bureau}</Table.Td>
              <Table.Td>{dossier.nom_responsable_civil ? <bdi>{dossier.nom_responsable_civil}</bdi> : na}</Table.Td>
              <Table.Td>{dossier.date_inscription_bureau ? formatDate(dossier.date_inscription_bureau, lang) : na}</Table.Td>
              <Table.Td>
                {dossier.last_action_date ? (
                  formatDate(dossier.last_action_date, lang)
                ) : (
                  <Text span size="sm" c="dimmed" fs="italic">
                    {t('stale.never')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className="no-print">
                <Button component={Link} to={paths.dossier.modify(dossier.id_dossier)} size="xs" variant="light" leftSection={<IconFolderOpen size={14} aria-hidden />}>
                  {t('stale.view')}
                  <span className="visually-hidden"> #{dossier.ref_dossier_bureau}</span>
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
    </CardTableScroll>
  );
}

import { optionalNameIn, type Stage, type StageOutcome, type StageStatus } from '@cabinet/shared';
import { Badge, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stageNumberText } from '../../../api/dossier-stages';
import { LtrText } from '../../../components/ltr-text';
import { formatDate, formatMoney } from '../../../lib/format';

/** Light badges with a border: dark text on the palest shade passes the contrast check, and the words say it all. */
const BADGE_STYLES = { root: { border: '1px solid currentColor' } } as const;

const OUTCOME_COLORS: Record<StageOutcome, string> = {
  won: 'teal',
  lost: 'red',
  partly: 'yellow',
  inadmissible: 'orange',
  dismissed: 'red',
  settled: 'blue',
  withdrawn: 'gray',
  other: 'gray',
};

export function OutcomeBadge({ outcome }: { outcome: StageOutcome }) {
  const { t } = useTranslation('stages');
  return (
    <Badge variant="light" color={OUTCOME_COLORS[outcome]} tt="none" radius="sm" styles={BADGE_STYLES} data-testid="stage-outcome">
      {t(`outcomes.${outcome}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: StageStatus }) {
  const { t } = useTranslation('stages');
  return (
    <Badge variant="light" color={status === 'open' ? 'blue' : 'gray'} tt="none" radius="sm" styles={BADGE_STYLES}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The level's court, in Arabic for an Arabic reader when it has an Arabic name. */
export function useTribunalName(stage: Pick<Stage, 'tribunal_name' | 'tribunal_name_ar'>): string | null {
  const { i18n } = useTranslation();
  return optionalNameIn(stage.tribunal_name ?? null, stage.tribunal_name_ar, i18n.language);
}

/** A labelled fact on one line ("Judge  M. Alaoui"); nothing when the value is empty. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" c="dark.6" me={6}>
        {label}
      </Text>
      {children}
    </Text>
  );
}

/** The court file number as the court writes it, left to right and isolated in any language; the national number under it. */
export function StageNumbers({ stage }: { stage: Stage }) {
  const { t } = useTranslation('stages');
  const number = stageNumberText(stage);
  return (
    <>
      {number ? (
        <Text size="sm" fw={600} data-testid="stage-number">
          <LtrText>{number}</LtrText>
        </Text>
      ) : (
        <Text size="sm" c="dark.6">
          {t('list.noNumber')}
        </Text>
      )}
      <Fact label={t('fields.national_number')}>{stage.national_number && <LtrText>{stage.national_number}</LtrText>}</Fact>
    </>
  );
}

/** The decision: its number and date, its outcome, the amount awarded. */
export function StageDecision({ stage, currency }: { stage: Stage; currency: string }) {
  const { t, i18n } = useTranslation('stages');
  const lang = i18n.language;
  if (!stage.decision_number && !stage.decision_date && !stage.outcome && !stage.amount_awarded) {
    return (
      <Text size="sm" c="dark.6">
        {t('list.noDecision')}
      </Text>
    );
  }
  return (
    <>
      <Fact label={t('fields.decision_number')}>{stage.decision_number && <LtrText>{stage.decision_number}</LtrText>}</Fact>
      <Fact label={t('fields.decision_date')}>{formatDate(stage.decision_date, lang)}</Fact>
      {stage.outcome && <OutcomeBadge outcome={stage.outcome} />}
      <Fact label={t('fields.amount_awarded')}>
        {stage.amount_awarded && <bdi style={{ whiteSpace: 'nowrap' }}>{formatMoney(stage.amount_awarded, currency, lang)}</bdi>}
      </Fact>
    </>
  );
}

/** Who served the decision, and when: the day the deadlines run from. */
export function StageNotification({ stage }: { stage: Stage }) {
  const { t, i18n } = useTranslation('stages');
  if (!stage.bailiff_name && !stage.notified_on) {
    return (
      <Text size="sm" c="dark.6">
        {t('list.notNotified')}
      </Text>
    );
  }
  return (
    <>
      <Fact label={t('parties:roles.bailiff')}>{stage.bailiff_name && <bdi>{stage.bailiff_name}</bdi>}</Fact>
      <Fact label={t('fields.notified_on')} testId="stage-notified-on">
        {formatDate(stage.notified_on, i18n.language)}
      </Fact>
    </>
  );
}

/** The three cells both level tables show the same way: the numbers, the decision, the notification. */
export function StageDetailCells({ stage, currency }: { stage: Stage; currency: string }) {
  return (
    <>
      <Table.Td>
        <Stack gap={2}>
          <StageNumbers stage={stage} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <StageDecision stage={stage} currency={currency} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <StageNotification stage={stage} />
        </Stack>
      </Table.Td>
    </>
  );
}

import type { InvoiceSummary } from '@cabinet/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<InvoiceSummary['status'], string> = {
  draft: 'gray.8',
  issued: 'blue.9',
  partly_paid: 'yellow.9',
  paid: 'teal.9',
  credited: 'grape.9',
};

/** A fee note's state (a credit note says what it is). */
export function NoteStatusBadge({ note }: { note: Pick<InvoiceSummary, 'kind' | 'status'> }) {
  const { t } = useTranslation('money');
  return (
    <Badge variant="light" color={STATUS_COLORS[note.status]}>
      {t(note.kind === 'credit_note' ? 'notes.creditNote' : `status.${note.status}`)}
    </Badge>
  );
}

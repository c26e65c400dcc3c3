import { Button, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from './confirm-button';

interface RowActionsProps {
  /** Where the modify button leads. */
  editTo: string;
  editLabel: string;
  /** Names the row, for screen readers. */
  editAriaLabel: string;
  editIcon?: ReactNode;
  deleteLabel: string;
  deleteAriaLabel: string;
  /** Asked before deleting. */
  confirmMessage: string;
  /** Said in the dialog before the message (what deleting would touch). */
  confirmDetails?: ReactNode;
  onDelete: () => void | Promise<void>;
  /** The delete is under way. */
  deleting?: boolean;
  justify?: 'flex-end';
}

/** A table row's "modify" link and "delete" button (which asks first). */
export function RowActions({
  editTo,
  editLabel,
  editAriaLabel,
  editIcon = <IconEdit size={14} aria-hidden />,
  deleteLabel,
  deleteAriaLabel,
  confirmMessage,
  confirmDetails,
  onDelete,
  deleting,
  justify,
}: RowActionsProps) {
  return (
    <Group gap="xs" justify={justify} wrap="nowrap">
      <Button component={Link} to={editTo} size="xs" variant="light" leftSection={editIcon} aria-label={editAriaLabel}>
        {editLabel}
      </Button>
      <ConfirmButton
        message={confirmMessage}
        details={confirmDetails}
        onConfirm={onDelete}
        loading={deleting}
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={deleteAriaLabel}
      >
        {deleteLabel}
      </ConfirmButton>
    </Group>
  );
}

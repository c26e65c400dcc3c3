import { Button, type ButtonProps } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

interface DossierLinkButtonProps {
  dossierId: number;
  /** The office reference, read out after the label so each row's button is told apart. */
  reference: number | string;
  label: string;
  variant?: ButtonProps['variant'];
}

/** A table row's small button to its dossier. */
export function DossierLinkButton({ dossierId, reference, label, variant = 'default' }: DossierLinkButtonProps) {
  return (
    <Button component={Link} to={paths.dossier.modify(dossierId)} size="xs" variant={variant} leftSection={<IconFolderOpen size={14} aria-hidden />}>
      {label}
      <span className="visually-hidden"> #{reference}</span>
    </Button>
  );
}

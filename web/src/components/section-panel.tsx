import { Paper, Title, type PaperProps, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionPanelProps extends PaperProps {
  title: ReactNode;
  /** The heading's id: it names the section, and a page can move focus to it. */
  titleId: string;
  /** Other than a level-2 heading of size h4 with a small gap below. */
  titleProps?: TitleProps;
  children?: ReactNode;
}

/** A bordered section of a page, named by its own heading. */
export function SectionPanel({ title, titleId, titleProps, children, ...paperProps }: SectionPanelProps) {
  return (
    <Paper withBorder component="section" aria-labelledby={titleId} {...paperProps}>
      <Title order={2} size="h4" mb="sm" id={titleId} {...titleProps}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

import { Group, Title } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { PAGE_HEADING_ID, takePendingPageFocus } from '../lib/page-focus';

interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab's title when `title` is not plain text (defaults to `title`). */
  documentTitle?: string;
  children?: ReactNode;
}

/**
 * The page's one heading: it names the browser tab and receives focus after a navigation
 * (tabIndex -1: focusable by script, not a Tab stop).
 */
export function PageHeader({ title, documentTitle, children }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  const headingRef = useCallback((element: HTMLHeadingElement | null) => takePendingPageFocus(element), []);
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Title order={1} size="h2" id={PAGE_HEADING_ID} tabIndex={-1} ref={headingRef} style={{ outlineOffset: 4 }}>
        {title}
      </Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}

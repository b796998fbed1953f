import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_HEADING_PROPS, pageTitle, usePageHeading } from './use-page-heading';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title but not part of the heading's name, e.g. a status badge. */
  titleAside?: ReactNode;
  /** Buttons on the right, e.g. 'Add New Debitur'. */
  actions?: ReactNode;
}

/** The heading row of every page: title and subtitle on the left, actions on the right. */
export function PageHeader({ title, subtitle, titleAside, actions }: PageHeaderProps) {
  const headingRef = usePageHeading();
  const heading = (
    <Title order={1} size="h3" ref={headingRef} {...PAGE_HEADING_PROPS}>
      {title}
    </Title>
  );
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      {typeof title === 'string' && <title>{pageTitle(title)}</title>}
      <Stack gap={2}>
        {titleAside ? (
          <Group gap="sm" align="center">
            {heading}
            {titleAside}
          </Group>
        ) : (
          heading
        )}
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

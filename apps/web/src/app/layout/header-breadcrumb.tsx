import { Box, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findNavigationTrail, navigationLabel } from '../../config/navigation';

/** Where the user is, as the menu names it: 'Master Data / Role'. */
export const HeaderBreadcrumb = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = findNavigationTrail(pathname);
  if (trail.length === 0) return null;

  return (
    <Box component="nav" aria-label={t('app.breadcrumb')}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} stroke={1.6} />}
        separatorMargin={6}
        c="dimmed"
      >
        {trail.map((entry, index) => {
          const current = index === trail.length - 1;
          return (
            <Text
              key={entry.path}
              size="sm"
              fw={current ? 600 : 400}
              c={current ? 'dark.6' : 'dimmed'}
              aria-current={current ? 'page' : undefined}
            >
              {navigationLabel(t, entry)}
            </Text>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
};

import { EmptyState } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { PageHeader } from '../../components/ui/page-header';
import { PagePanel } from '../layout/page-states';

/** The page of a menu item whose module has not been released yet. */
export const ModulePendingRoute = ({ title }: { title: string }) => (
  <>
    <PageHeader title={title} />
    <PagePanel>
      <EmptyState
        withIndicatorBackground
        icon={<IconHourglassEmpty size={28} stroke={1.5} />}
        title="This module is not available yet."
      />
    </PagePanel>
  </>
);

import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '@creditdesk/domain/shared/limits';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionCard } from '../../../components/kit/action-card';
import { SearchInput } from '../../../components/ui/search-input';
import { useCan } from '../../../lib/permissions';
import { NO_DEBITUR_FILTERS, toDebiturListParams } from '../api/get-debiturs';
import { DebitursTable } from './debiturs-table';
import { useTranslation } from 'react-i18next';

export type BranchDebiturTab = 'personal-list' | 'enterprise-list';

/** The tab the branch detail's address names; anything else is Personal. */
export const branchDebiturTabOf = (value: string | null): BranchDebiturTab =>
  value === 'enterprise-list' ? 'enterprise-list' : 'personal-list';

export interface BranchDebitursCardProps {
  branchId: string;
  tab: BranchDebiturTab;
  onTabChange: (tab: BranchDebiturTab) => void;
  /** 'Add New Debitur' opens the wizard here; it returns to this branch. */
  addHref: string;
  detailHref: (id: string, tab: BranchDebiturTab) => string;
  editHref: (id: string, tab: BranchDebiturTab) => string;
}

/** The branch detail's 'List Debitur': the branch's Personal and Enterprise debiturs. */
export function BranchDebitursCard({
  branchId,
  tab,
  onTabChange,
  addHref,
  detailHref,
  editHref,
}: BranchDebitursCardProps) {
  const { t } = useTranslation();
  const canCreate = useCan(SUB_MENUS.debiturManagement, 'Create');
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [search, setSearch] = useState('');
  const params = toDebiturListParams(tab, {
    page,
    limit: DEFAULT_LIMIT,
    search,
    filters: { ...NO_DEBITUR_FILTERS, branchId: [branchId] },
  });

  return (
    <ActionCard
      title={t('debiturs.listDebitur')}
      text={t('debiturs.listDebiturText')}
      action={
        canCreate && (
          <Button component={Link} to={addHref} leftSection={<IconPlus size={16} />}>
            {t('debiturs.add')}
          </Button>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => {
          setPage(DEFAULT_PAGE);
          setSearch('');
          onTabChange(branchDebiturTabOf(value));
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="personal-list">{t('debiturs.tabs.personal')}</Tabs.Tab>
          <Tabs.Tab value="enterprise-list">{t('debiturs.tabs.enterprise')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <Stack gap="md">
            <SearchInput
              key={tab}
              placeholder={t(
                tab === 'personal-list' ? 'debiturs.search.personal' : 'debiturs.search.enterprise',
              )}
              onSearch={(value) => {
                setSearch(value);
                setPage(DEFAULT_PAGE);
              }}
            />
            <DebitursTable
              tab={tab}
              params={params}
              onPageChange={setPage}
              detailHref={(id) => detailHref(id, tab)}
              editHref={(id) => editHref(id, tab)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </ActionCard>
  );
}

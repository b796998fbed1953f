import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { paths } from '../../../../config/paths';
import { exportGroups } from '../../../../features/groups/api/export-groups';
import { GroupsTable } from '../../../../features/groups/components/groups-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/use-message';
import { ListPage } from '../../../../components/kit/list-page';

const pages = paths.masterData.group;

export function GroupListRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.group, 'Create');

  return (
    <ListPage
      title={t('groups.listTitle')}
      subtitle={t('groups.listSubtitle')}
      add={
        canCreate
          ? { label: t('groups.add'), href: pages.addHref({ tab: pages.listTab }) }
          : undefined
      }
      searchPlaceholder={message(GROUP_MESSAGES.searchPlaceholder)}
      search={list.search}
      onSearch={list.setSearch}
      onExport={(format) => exportGroups({ search: list.search || undefined }, format)}
    >
      <GroupsTable
        page={list.page}
        limit={list.limit}
        search={list.search}
        onPageChange={list.setPage}
        detailHref={(id) => pages.detailHref(id, pages.listTab)}
        editHref={(id) => pages.editHref(id, pages.listTab)}
      />
    </ListPage>
  );
}

import { useTranslation } from 'react-i18next';
import type { ModuleCatalogue } from '../../../components/kit/module-list-page';
import { useRecordDetail, type RecordDetailOptions } from '../../layout/use-record-detail';

/**
 * A master-data module's detail page: `useRecordDetail`, with the page's title from the module's
 * catalogue (`<catalogue>.detailTitle`).
 */
export function useModuleDetail<Record>(
  module: RecordDetailOptions<Record> & { catalogue: ModuleCatalogue },
) {
  const { t } = useTranslation();
  const detail = useRecordDetail(module);
  return {
    ...detail,
    detailPage: { ...detail.detailPage, title: t(`${module.catalogue}.detailTitle`) },
  };
}

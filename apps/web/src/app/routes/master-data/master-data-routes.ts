import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { paths } from '../../../config/paths';
import { resourcePages, type ModulePages } from '../lazy-page';

type MasterDataModule =
  'group' | 'branch' | 'role' | 'userManagement' | 'debiturManagement' | 'approvalAuthority';

/** A master-data module's four pages, at its addresses and behind its sub menu's rights. */
export const masterDataRoutes = (module: MasterDataModule, load: () => Promise<ModulePages>) =>
  resourcePages({ pages: paths.masterData[module], subMenu: SUB_MENUS[module], load });

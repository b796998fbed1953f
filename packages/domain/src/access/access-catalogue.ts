import { DOCUMENT_CATALOGUE_MODULE } from '../document-catalogue/document-catalogue.module';
import { FACILITIES_MODULE } from '../facilities/facilities.module';
import { moduleSubMenus } from '../modules/module-list';

/**
 * The access catalogue: every menu, its sub menus (the permission keys of the spec's section 6)
 * and the access types each may be granted (the spec's Role rules). The server seeds it; the
 * role form and the permission checks on both sides read it.
 */
export const ACCESS_TYPES = [
  'Access',
  'Read',
  'Create',
  'Update',
  'Delete',
  'View',
  'Action',
  'Export',
  'Report',
  'Waive',
] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const SUB_MENUS = {
  dashboard: 'Dashboard',
  creditApplication: 'Credit Application',
  group: 'Master Data Group',
  branch: 'Master Data Branch',
  role: 'Master Data Role',
  userManagement: 'User Management',
  debiturManagement: 'Debitur Management',
  facility: FACILITIES_MODULE.subMenu.name,
  approval: 'Approval',
  approvalAuthority: 'Approval Authority',
  documentCatalogue: DOCUMENT_CATALOGUE_MODULE.subMenu.name,
  export: 'Export',
} as const;

export const REPORT_PAGES = [
  { slug: 'bank-garansi', name: 'Bank Garansi' },
  { slug: 'covernote-notaris', name: 'Covernote Notaris' },
  { slug: 'covernote-developer', name: 'Covernote Developer' },
  { slug: 'covernote-dealer', name: 'Covernote Dealer' },
  { slug: 'jatuh-tempo-asuransi', name: 'Jatuh Tempo Asuransi' },
  { slug: 'covernote-asuransi', name: 'Covernote Asuransi' },
  { slug: 'jatuh-tempo-shgb', name: 'Jatuh Tempo SHGB' },
  { slug: 'sdk', name: 'SDK' },
  { slug: 'logbook-incoming-call', name: 'Logbook Incoming Call' },
  { slug: 'master-document-jaminan', name: 'Master Document Jaminan' },
  { slug: 'dokumen-tbo', name: 'Dokumen TBO' },
] as const;

/** The report page of deferred documents (TBO), which lists deferrals rather than documents. */
export const DOKUMEN_TBO_SLUG = 'dokumen-tbo';

/** The sub menu of the call logbook, the one report page with records of its own. */
export const LOGBOOK_SUB_MENU = 'Logbook Incoming Call';

export interface CatalogueSubMenu {
  name: string;
  access: readonly AccessType[];
}
export interface CatalogueMenu {
  name: string;
  subMenus: readonly CatalogueSubMenu[];
}

const CRUD = ['Read', 'Create', 'Update', 'Delete'] as const;
const CRUD_REPORT = [...CRUD, 'Report'] as const;
const REPORT_ACCESS = ['Read', 'Export'] as const;
// The logbook's calls are added, edited and closed on its page (design/reports.md), so its sub
// menu also offers Create and Update beyond the spec's Read and Export of a report.
const LOGBOOK_ACCESS = ['Read', 'Create', 'Update', 'Export'] as const;

export const ACCESS_CATALOGUE: readonly CatalogueMenu[] = [
  { name: 'Dashboard Menu', subMenus: [{ name: SUB_MENUS.dashboard, access: ['Access'] }] },
  { name: 'Credit Application', subMenus: [{ name: SUB_MENUS.creditApplication, access: CRUD }] },
  {
    name: 'Master Data',
    subMenus: [
      // The Report type is unavailable for these sub menus (spec: Role rules).
      { name: SUB_MENUS.group, access: CRUD },
      { name: SUB_MENUS.branch, access: CRUD },
      { name: SUB_MENUS.role, access: CRUD },
      { name: SUB_MENUS.userManagement, access: CRUD },
      { name: SUB_MENUS.debiturManagement, access: CRUD_REPORT },
      ...moduleSubMenus(),
      { name: SUB_MENUS.approvalAuthority, access: CRUD },
      DOCUMENT_CATALOGUE_MODULE.subMenu,
    ],
  },
  // Waive grants or refuses a deferred (TBO) mandatory document.
  {
    name: 'Approval',
    subMenus: [{ name: SUB_MENUS.approval, access: ['View', 'Action', 'Waive'] }],
  },
  {
    name: 'Report',
    subMenus: REPORT_PAGES.map((page) => ({
      name: page.name,
      access: page.name === LOGBOOK_SUB_MENU ? LOGBOOK_ACCESS : REPORT_ACCESS,
    })),
  },
  // Export gates the exports of the lists of personal data (credit applications, users); it had a
  // Read that gated nothing (docs/decisions.md, Access catalogue).
  { name: 'Export', subMenus: [{ name: SUB_MENUS.export, access: ['Export'] }] },
];

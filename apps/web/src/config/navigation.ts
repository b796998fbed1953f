import {
  REPORT_PAGES,
  SUB_MENUS,
  type AccessType,
} from '@creditdesk/domain/access/access-catalogue';
import { hasPermission, type PermissionGrant } from '@creditdesk/domain/access/permissions';
import { MODULES, type ModuleKey } from '@creditdesk/domain/modules/module-list';
import {
  IconDatabase,
  IconFileDollar,
  IconGavel,
  IconLayoutDashboard,
  IconReportAnalytics,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { navigation } from '../i18n/locales/en/navigation';
import { paths } from './paths';

/** An entry's texts in the catalogue's `navigation` namespace. */
type NavigationKey = Exclude<keyof typeof navigation, `${string}Description`>;

/** The (sub menu, access type) pair a menu item needs before it is shown or opened. */
export interface RequiredPermission {
  subMenu: string;
  access: AccessType;
}

export interface NavItem {
  /** The spec's name; shown as is where the entry has no key (the report pages). */
  label: string;
  key?: NavigationKey;
  /** A name/description module: the entry is named by its list's title. */
  module?: ModuleKey;
  path: string;
  permission: RequiredPermission;
  icon?: Icon;
  description?: string;
}

export interface NavGroup {
  label: string;
  key: NavigationKey;
  /** The common prefix of the children's paths; the group itself is not a page. */
  path: string;
  icon: Icon;
  description: string;
  children: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

const read = (subMenu: string): RequiredPermission => ({ subMenu, access: 'Read' });

/** The sidebar menu (spec: Menu structure), in the order it is shown. */
export const NAVIGATION: readonly NavEntry[] = [
  {
    label: 'Dashboard',
    key: 'dashboard',
    path: paths.dashboard.path,
    icon: IconLayoutDashboard,
    permission: { subMenu: SUB_MENUS.dashboard, access: 'Access' },
  },
  {
    label: 'Credit Application',
    key: 'creditApplication',
    path: paths.creditApplication.path,
    icon: IconFileDollar,
    description: 'Create, track and submit credit applications for your debiturs.',
    permission: read(SUB_MENUS.creditApplication),
  },
  {
    label: 'Master Data',
    key: 'masterData',
    path: paths.masterData.path,
    icon: IconDatabase,
    description: 'Maintain the reference data and access rights the bank works with.',
    children: [
      {
        label: 'Group',
        key: 'group',
        path: paths.masterData.group.path,
        permission: read(SUB_MENUS.group),
      },
      {
        label: 'Branch',
        key: 'branch',
        path: paths.masterData.branch.path,
        permission: read(SUB_MENUS.branch),
      },
      {
        label: 'Role',
        key: 'role',
        path: paths.masterData.role.path,
        permission: read(SUB_MENUS.role),
      },
      {
        label: 'User Management',
        key: 'userManagement',
        path: paths.masterData.userManagement.path,
        permission: read(SUB_MENUS.userManagement),
      },
      {
        label: 'Debitur Management',
        key: 'debiturManagement',
        path: paths.masterData.debiturManagement.path,
        permission: read(SUB_MENUS.debiturManagement),
      },
      ...MODULES.map((module) => ({
        label: module.texts.en.listTitle,
        module: module.key,
        path: module.page.path,
        permission: read(module.subMenu.name),
      })),
      {
        label: 'Approval Authority',
        key: 'approvalAuthority',
        path: paths.masterData.approvalAuthority.path,
        permission: read(SUB_MENUS.approvalAuthority),
      },
      {
        label: 'Document Catalogue',
        key: 'documentCatalogue',
        path: paths.masterData.documentCatalogue.path,
        permission: read(SUB_MENUS.documentCatalogue),
      },
    ],
  },
  {
    label: 'Approval',
    key: 'approval',
    path: paths.approval.path,
    icon: IconGavel,
    description: 'Review credit applications that are waiting for a decision.',
    permission: { subMenu: SUB_MENUS.approval, access: 'View' },
  },
  {
    label: 'Report',
    key: 'report',
    path: '/report',
    icon: IconReportAnalytics,
    description: 'Operational reports on guarantees, covernotes, maturities and documents.',
    children: REPORT_PAGES.map((report) => ({
      label: report.name,
      path: paths.report.getHref(report.slug),
      permission: read(report.name),
    })),
  },
];

/** The menu as the holder of `grants` sees it: a group stays only with an allowed child. */
export const filterNavigation = (
  entries: readonly NavEntry[],
  grants: readonly PermissionGrant[],
): NavEntry[] =>
  entries.flatMap((entry): NavEntry[] => {
    if (!isNavGroup(entry)) {
      return hasPermission(grants, entry.permission.subMenu, entry.permission.access)
        ? [entry]
        : [];
    }
    const children = entry.children.filter((child) =>
      hasPermission(grants, child.permission.subMenu, child.permission.access),
    );
    return children.length > 0 ? [{ ...entry, children }] : [];
  });

/** True when `pathname` is the item's page or a page below it (a detail, an edit form). */
export const isPathActive = (itemPath: string, pathname: string): boolean =>
  itemPath === '/'
    ? pathname === '/'
    : pathname === itemPath || pathname.startsWith(`${itemPath}/`);

/** Every page of the menu, groups flattened. */
export const navigationItems = (entries: readonly NavEntry[] = NAVIGATION): NavItem[] =>
  entries.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry]));

/** A place in the breadcrumb: a menu entry, or a page reached from the header. */
export type TrailEntry = Pick<NavItem, 'label' | 'key' | 'module' | 'path'>;

/** Pages the header opens, which every signed-in user may: named in the breadcrumb as well. */
const HEADER_PAGES: readonly TrailEntry[] = [
  { label: 'My Profile', key: 'profile', path: paths.profile.path },
];

/**
 * The menu path to `pathname` (group, then item), or the header's page, for the breadcrumb;
 * empty elsewhere.
 */
export const findNavigationTrail = (
  pathname: string,
  entries: readonly NavEntry[] = NAVIGATION,
): TrailEntry[] => {
  for (const entry of entries) {
    if (!isNavGroup(entry)) {
      if (isPathActive(entry.path, pathname)) return [entry];
      continue;
    }
    const child = entry.children.find((item) => isPathActive(item.path, pathname));
    if (child) return [entry, child];
  }
  return HEADER_PAGES.filter((page) => isPathActive(page.path, pathname));
};

/** An entry's name in the user's language. */
export const navigationLabel = (t: TFunction, entry: TrailEntry): string => {
  if (entry.key) return t(`navigation.${entry.key}`);
  return 'module' in entry && entry.module ? t(`${entry.module}.listTitle`) : entry.label;
};

/** An entry's description in the user's language; undefined where it has none. */
export const navigationDescription = (t: TFunction, entry: NavEntry): string | undefined =>
  entry.key && entry.description ? t(`navigation.${entry.key}Description`) : entry.description;

import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { PermissionGrant } from '@creditdesk/domain/access/permissions';
import { describe, expect, it } from 'vitest';
import {
  filterNavigation,
  findNavigationTrail,
  isNavGroup,
  NAVIGATION,
  navigationItems,
  type NavEntry,
} from './navigation';

const labelsOf = (entries: NavEntry[]) =>
  entries.map((entry) =>
    isNavGroup(entry) ? { [entry.label]: entry.children.map((child) => child.label) } : entry.label,
  );

describe('menu filtering by permissions', () => {
  it('shows nothing to a role without grants', () => {
    expect(filterNavigation(NAVIGATION, [])).toEqual([]);
  });

  it('shows each item only with its own (sub menu, access) pair', () => {
    const grants: PermissionGrant[] = [
      { subMenu: SUB_MENUS.dashboard, access: ['Access'] },
      { subMenu: SUB_MENUS.creditApplication, access: ['Create'] },
      { subMenu: SUB_MENUS.role, access: ['Read', 'Update'] },
      { subMenu: SUB_MENUS.facility, access: ['Read'] },
      { subMenu: SUB_MENUS.approval, access: ['View'] },
      { subMenu: 'SDK', access: ['Read'] },
    ];

    expect(labelsOf(filterNavigation(NAVIGATION, grants))).toEqual([
      'Dashboard',
      { 'Master Data': ['Role', 'Facilities', 'Credit Type'] },
      'Approval',
      { Report: ['SDK'] },
    ]);
  });

  it('hides a group whose children are all refused', () => {
    const grants: PermissionGrant[] = [
      { subMenu: SUB_MENUS.creditApplication, access: ['Read'] },
      { subMenu: SUB_MENUS.group, access: ['Create', 'Update', 'Delete'] },
      { subMenu: 'Bank Garansi', access: ['Export'] },
    ];

    expect(labelsOf(filterNavigation(NAVIGATION, grants))).toEqual(['Credit Application']);
  });

  it('needs View, not Read, for Approval and Access for the Dashboard', () => {
    const grants: PermissionGrant[] = [
      { subMenu: SUB_MENUS.dashboard, access: ['Read'] },
      { subMenu: SUB_MENUS.approval, access: ['Read', 'Action'] },
    ];

    expect(filterNavigation(NAVIGATION, grants)).toEqual([]);
  });
});

describe('menu structure', () => {
  it('holds every page of the spec’s menu', () => {
    expect(navigationItems().map((item) => item.path)).toEqual([
      '/',
      '/credit-application',
      '/master-data/group',
      '/master-data/branch',
      '/master-data/role',
      '/master-data/user-management',
      '/master-data/debitur-management',
      '/master-data/facilities',
      '/master-data/creditapp',
      '/master-data/approval-authority',
      '/master-data/document-catalogue',
      '/approval',
      '/report/bank-garansi',
      '/report/covernote-notaris',
      '/report/covernote-developer',
      '/report/covernote-dealer',
      '/report/jatuh-tempo-asuransi',
      '/report/covernote-asuransi',
      '/report/jatuh-tempo-shgb',
      '/report/sdk',
      '/report/logbook-incoming-call',
      '/report/master-document-jaminan',
      '/report/dokumen-tbo',
    ]);
  });

  it('names the breadcrumb trail of a page and of the pages below it', () => {
    const trail = (pathname: string) => findNavigationTrail(pathname).map((entry) => entry.label);

    expect(trail('/master-data/role')).toEqual(['Master Data', 'Role']);
    expect(trail('/master-data/role/42')).toEqual(['Master Data', 'Role']);
    expect(trail('/report/jatuh-tempo-shgb')).toEqual(['Report', 'Jatuh Tempo SHGB']);
    expect(trail('/')).toEqual(['Dashboard']);
    expect(trail('/profile')).toEqual(['My Profile']);
    expect(trail('/credit-applications')).toEqual([]);
  });
});

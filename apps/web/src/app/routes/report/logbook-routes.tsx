import { LOGBOOK_SUB_MENU } from '@creditdesk/domain/access/access-catalogue';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { RequirePermission } from '../../layout/require-permission';
import { AddLogbookEntryRoute, EditLogbookEntryRoute } from './logbook-form-route';
import { LogbookListRoute } from './logbook-list';

const pages = paths.report.logbook;
const guard = (access: 'Read' | 'Create' | 'Update', element: ReactNode) => (
  <RequirePermission permission={{ subMenu: LOGBOOK_SUB_MENU, access }}>
    {element}
  </RequirePermission>
);

export const logbookRoutes: RouteObject[] = [
  { path: pages.path, element: guard('Read', <LogbookListRoute />) },
  { path: pages.addPath, element: guard('Create', <AddLogbookEntryRoute />) },
  { path: pages.editPath, element: guard('Update', <EditLogbookEntryRoute />) },
];

import type { ModuleDefinition } from '@creditdesk/domain/modules/define-module';
import type { ModuleKey } from '@creditdesk/domain/modules/module-list';
import type { RouteObject } from 'react-router';
import { paths } from '../../../../config/paths';
import { resourcePages } from '../../lazy-page';

/**
 * The list, add, edit and detail routes of a name/description module, each behind its right; the
 * kit's pages and the module's calls load with the first of them.
 */
export const nameDescriptionRoutes = (definition: ModuleDefinition): RouteObject[] =>
  resourcePages({
    pages: paths.masterData[definition.key as ModuleKey],
    subMenu: definition.subMenu.name,
    hasDetail: definition.page.hasDetail,
    load: async () => (await import('./name-description-pages')).nameDescriptionPages(definition),
  });

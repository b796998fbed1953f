import { paths } from '../../../../config/paths';
import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';
import { lazyPage } from '../../lazy-page';

const pages = paths.masterData.documentCatalogue;
const subMenu = DOCUMENT_CATALOGUE_MODULE.subMenu.name;
const load = () => import('./document-catalogue-pages');

/**
 * The catalogue's page and its type form, each behind its right; a category's form is a modal
 * of the page, so the catalogue has no add or edit page of its own for categories.
 */
export const documentCatalogueRoutes = [
  lazyPage({
    path: pages.path,
    permission: { subMenu, access: 'Read' },
    load: async () => (await load()).ListPage,
  }),
  lazyPage({
    path: pages.typeAddPath,
    permission: { subMenu, access: 'Create' },
    load: async () => (await load()).AddTypePage,
  }),
  lazyPage({
    path: pages.typeEditPath,
    permission: { subMenu, access: 'Update' },
    load: async () => (await load()).EditTypePage,
  }),
];

import { paths } from '../../../../config/paths';
import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';
import { chunkPages } from '../../lazy-page';

const pages = paths.masterData.documentCatalogue;
const subMenu = DOCUMENT_CATALOGUE_MODULE.subMenu.name;
const page = chunkPages(subMenu, () => import('./document-catalogue-pages'));

/**
 * The catalogue's page and its type form, each behind its right; a category's form is a modal
 * of the page, so the catalogue has no add or edit page of its own for categories.
 */
export const documentCatalogueRoutes = [
  page(pages.path, 'Read', 'ListPage'),
  page(pages.typeAddPath, 'Create', 'AddTypePage'),
  page(pages.typeEditPath, 'Update', 'EditTypePage'),
];

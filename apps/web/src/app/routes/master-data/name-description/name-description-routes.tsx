import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../../layout/require-permission';
import { PageLoading } from '../../../layout/page-states';
import type {
  NameDescriptionBody,
  NameDescriptionModule,
  NamedRecord,
} from './name-description-module';

type Page =
  | 'NameDescriptionListPage'
  | 'NameDescriptionAddPage'
  | 'NameDescriptionEditPage'
  | 'NameDescriptionDetailPage';

/** A page of the kit, loaded with its chunk the first time one of these modules is opened. */
const lazyPage = (page: Page) =>
  lazy(async () => ({
    default: (await import('./name-description-pages'))[page] as ComponentType<{
      module: NameDescriptionModule<NamedRecord, NameDescriptionBody>;
    }>,
  }));

const pages = {
  list: lazyPage('NameDescriptionListPage'),
  add: lazyPage('NameDescriptionAddPage'),
  edit: lazyPage('NameDescriptionEditPage'),
  detail: lazyPage('NameDescriptionDetailPage'),
};

/** The list, add, edit and detail routes of a name/description module, each behind its right. */
export function nameDescriptionRoutes<Row extends NamedRecord, Body extends NameDescriptionBody>(
  module: NameDescriptionModule<Row, Body>,
): RouteObject[] {
  const route = (path: string, access: 'Read' | 'Create' | 'Update', page: keyof typeof pages) => {
    const Page = pages[page];
    return {
      path,
      element: (
        <RequirePermission permission={{ subMenu: module.subMenu, access }}>
          <Suspense fallback={<PageLoading />}>
            <Page
              module={module as unknown as NameDescriptionModule<NamedRecord, NameDescriptionBody>}
            />
          </Suspense>
        </RequirePermission>
      ),
    };
  };
  return [
    route(module.pages.path, 'Read', 'list'),
    route(module.pages.addPath, 'Create', 'add'),
    route(module.pages.editPath, 'Update', 'edit'),
    ...(module.hasDetail === false ? [] : [route(module.pages.detailPath, 'Read', 'detail')]),
  ];
}

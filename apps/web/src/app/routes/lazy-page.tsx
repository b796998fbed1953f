import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RequiredPermission } from '../../config/navigation';

interface LazyPage {
  path: string;
  /** The right the page needs; the signed-out pages and redirects need none. */
  permission?: RequiredPermission;
  /** Fetches the page's code the first time it is opened. */
  load: () => Promise<ComponentType>;
  /** Starts the page's data while its code downloads (react-router runs both at once). */
  loader?: LoaderFunction;
}

/** A route whose page is a chunk of its own, so the sign-in page downloads none of the others. */
export const lazyPage = ({ path, permission, load, loader }: LazyPage): RouteObject => ({
  path,
  ...(loader && { loader }),
  lazy: async () => {
    if (!permission) return { Component: await load() };
    // The guard's refusal page is not needed before the sign-in page shows: it loads with the page.
    const [Page, { RequirePermission }] = await Promise.all([
      load(),
      import('../layout/require-permission'),
    ]);
    return {
      element: (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ),
    };
  },
});

/** What a module's `*-pages.ts` exports: its pages, under these names. */
export interface ModulePages {
  ListPage: ComponentType;
  AddPage: ComponentType;
  EditPage: ComponentType;
  DetailPage?: ComponentType;
}

interface ResourcePages {
  pages: { path: string; addPath: string; editPath: string; detailPath?: string };
  subMenu: string;
  /** False for a module whose records have no detail page (credit types, the logbook). */
  hasDetail?: boolean;
  /** The module's pages, fetched the first time one of them is opened. */
  load: () => Promise<ModulePages>;
  /** Starts the list's first page while the list's code downloads. */
  listLoader?: LoaderFunction;
}

/**
 * The pages of one chunk, each behind a right of `subMenu`: `page(path, access, name)` is the
 * route of the page the chunk (`load`) exports as `name`.
 */
export const chunkPages =
  <Pages extends Partial<Record<keyof Pages, ComponentType>>>(
    subMenu: string,
    load: () => Promise<Pages>,
  ) =>
  (path: string, access: AccessType, name: keyof Pages, loader?: LoaderFunction) =>
    lazyPage({
      path,
      permission: { subMenu, access },
      load: async () => {
        const page = (await load())[name];
        if (!page) throw new Error(`The module's pages have no ${String(name)}`);
        return page;
      },
      loader,
    });

/**
 * A module's list, add, edit and detail pages, each behind its right: the one way every module
 * registers its routes.
 */
export const resourcePages = ({
  pages,
  subMenu,
  hasDetail = true,
  load,
  listLoader,
}: ResourcePages): RouteObject[] => {
  const page = chunkPages(subMenu, load);
  return [
    page(pages.path, 'Read', 'ListPage', listLoader),
    page(pages.addPath, 'Create', 'AddPage'),
    page(pages.editPath, 'Update', 'EditPage'),
    ...(hasDetail && pages.detailPath ? [page(pages.detailPath, 'Read', 'DetailPage')] : []),
  ];
};

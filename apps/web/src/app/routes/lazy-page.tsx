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

const missingDetail = (): never => {
  throw new Error('The module has no detail page');
};

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
}: ResourcePages): RouteObject[] => [
  lazyPage({
    path: pages.path,
    permission: { subMenu, access: 'Read' },
    load: async () => (await load()).ListPage,
    loader: listLoader,
  }),
  lazyPage({
    path: pages.addPath,
    permission: { subMenu, access: 'Create' },
    load: async () => (await load()).AddPage,
  }),
  lazyPage({
    path: pages.editPath,
    permission: { subMenu, access: 'Update' },
    load: async () => (await load()).EditPage,
  }),
  ...(hasDetail && pages.detailPath
    ? [
        lazyPage({
          path: pages.detailPath,
          permission: { subMenu, access: 'Read' },
          load: async () => (await load()).DetailPage ?? missingDetail(),
        }),
      ]
    : []),
];

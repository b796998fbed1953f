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

interface ResourcePages {
  pages: { path: string; addPath: string; editPath: string; detailPath: string };
  subMenu: string;
  list: () => Promise<ComponentType>;
  add: () => Promise<ComponentType>;
  edit: () => Promise<ComponentType>;
  detail: () => Promise<ComponentType>;
  /** Starts the list's first page while the list's code downloads. */
  listLoader?: LoaderFunction;
}

/** A module's list, add, edit and detail pages, each its own chunk behind its right. */
export const resourcePages = ({
  pages,
  subMenu,
  list,
  add,
  edit,
  detail,
  listLoader,
}: ResourcePages): RouteObject[] => [
  lazyPage({
    path: pages.path,
    permission: { subMenu, access: 'Read' },
    load: list,
    loader: listLoader,
  }),
  lazyPage({ path: pages.addPath, permission: { subMenu, access: 'Create' }, load: add }),
  lazyPage({ path: pages.editPath, permission: { subMenu, access: 'Update' }, load: edit }),
  lazyPage({ path: pages.detailPath, permission: { subMenu, access: 'Read' }, load: detail }),
];

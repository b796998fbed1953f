import { REPORT_PAGES } from '@creditdesk/domain/access/access-catalogue';
import { MODULES, type ModuleKey } from '@creditdesk/domain/modules/module-list';
import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';

export type ReportSlug = (typeof REPORT_PAGES)[number]['slug'];

type QueryValue = string | null | undefined;

const withQuery = (path: string, query: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) search.set(key, value);
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
};

const page = (path: string) => ({ path, getHref: () => path });

/**
 * The pages of a master-data module: its list (`?tab=<listTab>`), add form, edit form and
 * detail. `tab` says where the user came from, so forms know where to return.
 */
const masterDataPages = (base: string, listTab: string) => ({
  path: base,
  listTab,
  addPath: `${base}/add`,
  editPath: `${base}/edit/:id`,
  detailPath: `${base}/detail/:id`,
  getHref: (tab: string = listTab) => withQuery(base, { tab }),
  addHref: (query: Record<string, QueryValue> = {}) => withQuery(`${base}/add`, query),
  editHref: (id: string, tab: string = listTab) => withQuery(`${base}/edit/${id}`, { tab }),
  detailHref: (id: string, tab?: string | null) => withQuery(`${base}/detail/${id}`, { tab }),
});
export type MasterDataPages = ReturnType<typeof masterDataPages>;

/** The pages of every name/description module, under its key, from its definition. */
const modulePages = Object.fromEntries(
  MODULES.map((module) => [module.key, masterDataPages(module.page.path, module.page.listTab)]),
) as Record<ModuleKey, MasterDataPages>;

/** Every route of the web app: `path` for the router, `getHref` to link or navigate to it. */
export const paths = {
  signIn: {
    path: '/api/auth/signin',
    getHref: (callbackUrl?: string | null) => withQuery('/api/auth/signin', { callbackUrl }),
  },
  forgotPassword: page('/auth/forgot-password'),
  forgotPasswordSubmit: {
    path: '/auth/forgot-password/submit',
    getHref: (query: { email: string; token: string }) =>
      withQuery('/auth/forgot-password/submit', query),
  },
  changePassword: {
    path: '/auth/change-password',
    getHref: (token: string) => withQuery('/auth/change-password', { token }),
  },
  changePasswordSubmit: {
    path: '/auth/change-password/submit',
    getHref: (token: string) => withQuery('/auth/change-password/submit', { token }),
  },
  dashboard: page('/'),
  creditApplication: {
    path: '/credit-application',
    addPath: '/credit-application/add',
    editPath: '/credit-application/edit/:id',
    detailPath: '/credit-application/detail/:id',
    getHref: (tab?: string | null) => withQuery('/credit-application', { tab }),
    addHref: (query: Record<string, QueryValue> = {}) =>
      withQuery('/credit-application/add', query),
    editHref: (id: string, tab?: string | null) =>
      withQuery(`/credit-application/edit/${id}`, { tab }),
    /** `category` opens that document category (a report row's link). */
    detailHref: (id: string, tab: string = 'detail', category?: string) =>
      withQuery(`/credit-application/detail/${id}`, { tab, category }),
  },
  approval: page('/approval'),
  profile: page('/profile'),
  masterData: {
    path: '/master-data',
    group: masterDataPages('/master-data/group', 'group-list'),
    branch: {
      ...masterDataPages('/master-data/branch', 'branch-list'),
      /** The branch form reads tab and groupId to know where Cancel and success return. */
      addHref: (query: { tab?: string | null; groupId?: string | null } = {}) =>
        withQuery('/master-data/branch/add', query),
      editHrefFrom: (id: string, query: { tab?: string | null; groupId?: string | null }) =>
        withQuery(`/master-data/branch/edit/${id}`, query),
    },
    role: masterDataPages('/master-data/role', 'role-list'),
    userManagement: masterDataPages('/master-data/user-management', 'user-list'),
    debiturManagement: masterDataPages('/master-data/debitur-management', 'personal-list'),
    approvalAuthority: masterDataPages(
      '/master-data/approval-authority',
      'approval-authority-list',
    ),
    ...modulePages,
    documentCatalogue: {
      path: DOCUMENT_CATALOGUE_MODULE.page.path,
      typeAddPath: `${DOCUMENT_CATALOGUE_MODULE.page.path}/type/add`,
      typeEditPath: `${DOCUMENT_CATALOGUE_MODULE.page.path}/type/edit/:id`,
      /** `category` opens that category's types. */
      getHref: (category?: string | null) =>
        withQuery(DOCUMENT_CATALOGUE_MODULE.page.path, { category }),
      typeAddHref: (category: string) =>
        withQuery(`${DOCUMENT_CATALOGUE_MODULE.page.path}/type/add`, { category }),
      typeEditHref: (id: string) => `${DOCUMENT_CATALOGUE_MODULE.page.path}/type/edit/${id}`,
    },
  },
  report: {
    path: '/report/:slug',
    getHref: (slug: ReportSlug) => `/report/${slug}`,
    logbook: {
      path: '/report/logbook-incoming-call',
      addPath: '/report/logbook-incoming-call/add',
      editPath: '/report/logbook-incoming-call/edit/:id',
      getHref: () => '/report/logbook-incoming-call',
      addHref: () => '/report/logbook-incoming-call/add',
      editHref: (id: string) => `/report/logbook-incoming-call/edit/${id}`,
    },
  },
} as const;

/**
 * The address to return to after signing in. Only paths inside this app are followed, so a
 * crafted link cannot send a user to another site; anything else goes to the dashboard.
 */
export const safeCallbackUrl = (callbackUrl: string | null | undefined): string => {
  const isLocalPath =
    !!callbackUrl &&
    callbackUrl.startsWith('/') &&
    !callbackUrl.startsWith('//') &&
    !callbackUrl.startsWith('/\\');
  if (!isLocalPath || callbackUrl.startsWith(paths.signIn.path)) return paths.dashboard.getHref();
  return callbackUrl;
};

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';
import type {
  NameDescriptionAddress,
  NameDescriptionBody,
  NameDescriptionDefinition,
  NameDescriptionModule,
  NamedRecord,
} from './name-description-module';

type Page =
  | 'NameDescriptionListPage'
  | 'NameDescriptionAddPage'
  | 'NameDescriptionEditPage'
  | 'NameDescriptionDetailPage';

interface NameDescriptionRoutes<
  Row extends NamedRecord,
  Body extends NameDescriptionBody,
> extends NameDescriptionAddress {
  /** The module's calls, schema and texts, fetched with the kit's pages when one is opened. */
  load: () => Promise<NameDescriptionDefinition<Row, Body>>;
}

/** The list, add, edit and detail routes of a name/description module, each behind its right. */
export function nameDescriptionRoutes<Row extends NamedRecord, Body extends NameDescriptionBody>({
  load,
  ...address
}: NameDescriptionRoutes<Row, Body>): RouteObject[] {
  const route = (path: string, access: 'Read' | 'Create' | 'Update', page: Page) =>
    lazyPage({
      path,
      permission: { subMenu: address.subMenu, access },
      load: async () => {
        const [pages, definition] = await Promise.all([import('./name-description-pages'), load()]);
        const module = { ...address, ...definition } as unknown as NameDescriptionModule<
          NamedRecord,
          NameDescriptionBody
        >;
        const Page = pages[page] as ComponentType<{
          module: NameDescriptionModule<NamedRecord, NameDescriptionBody>;
        }>;
        return () => <Page module={module} />;
      },
    });
  return [
    route(address.pages.path, 'Read', 'NameDescriptionListPage'),
    route(address.pages.addPath, 'Create', 'NameDescriptionAddPage'),
    route(address.pages.editPath, 'Update', 'NameDescriptionEditPage'),
    ...(address.hasDetail === false
      ? []
      : [route(address.pages.detailPath, 'Read', 'NameDescriptionDetailPage')]),
  ];
}

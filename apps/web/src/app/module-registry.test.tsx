import { ACCESS_CATALOGUE } from '@creditdesk/domain/access/access-catalogue';
import { MESSAGE_TABLES } from '@creditdesk/domain/shared/message-codes';
import { MODULES } from '@creditdesk/domain/modules/module-list';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navigationItems } from '../config/navigation';
import { paths } from '../config/paths';
import { enApp } from '../i18n/locales/en-app';
import { id } from '../i18n/locales/id';
import { createQueryClient } from '../lib/react-query';
import { createRoutes } from './router';

/** Every path of the route tree, depth first. */
const routePaths = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);

const grantableSubMenus = ACCESS_CATALOGUE.flatMap((menu) => menu.subMenus);

/**
 * Each registry is derived from the module definitions (packages/domain/src/modules): this fails
 * when one of them leaves a module out, so that adding a module is its definition alone.
 */
describe.each(MODULES)('the $word module', (module) => {
  it('has its addresses, its menu entry and its four pages behind its rights', () => {
    const pages = paths.masterData[module.key];
    expect(pages.getHref()).toBe(`${module.page.path}?tab=${module.page.listTab}`);

    const entry = navigationItems().find((item) => item.path === module.page.path);
    expect(entry).toMatchObject({
      module: module.key,
      permission: { subMenu: module.subMenu.name, access: 'Read' },
    });

    const routes = routePaths(createRoutes(createQueryClient()));
    const expected = [pages.path, pages.addPath, pages.editPath];
    expect(routes).toEqual(expect.arrayContaining(expected));
    expect(routes.includes(pages.detailPath)).toBe(module.page.hasDetail);
  });

  it('has a sub menu the access catalogue grants', () => {
    expect(grantableSubMenus).toContainEqual(module.subMenu);
  });

  it('speaks English and Indonesian, its pages and its messages', () => {
    expect(enApp[module.key]).toEqual(module.texts.en);
    expect(id[module.key]).toEqual(module.texts.id);
    expect(MESSAGE_TABLES).toHaveProperty(module.key, module.messages);
    const fixed = Object.keys(module.messages).filter(
      (key) => typeof module.messages[key as keyof typeof module.messages] === 'string',
    );
    expect(Object.keys(module.idMessages).sort()).toEqual(fixed.sort());
    expect(id.messages).toHaveProperty(module.key, module.idMessages);
  });
});

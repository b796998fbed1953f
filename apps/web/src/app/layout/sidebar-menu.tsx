import { Collapse, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isNavGroup,
  isPathActive,
  navigationLabel,
  type NavEntry,
  type NavGroup,
} from '../../config/navigation';

interface SidebarMenuProps {
  entries: readonly NavEntry[];
  /** Called after an item is chosen, so the mobile drawer can close. */
  onNavigate: () => void;
  /** What an item shows on its right, by its path: the count of what waits there. */
  counts?: Readonly<Record<string, ReactNode>>;
}

const ICON_SIZE = 18;
const ITEM_STYLE = { borderRadius: 'var(--mantine-radius-md)' };

interface SidebarGroupProps {
  group: NavGroup;
  pathname: string;
  icon: ReactNode;
  onNavigate: () => void;
}

/**
 * A menu section (Master Data, Report): a button that opens and closes its pages, so Enter and
 * Space work and a screen reader hears whether it is expanded. It starts open on one of its pages.
 */
const SidebarGroup = ({ group, pathname, icon, onNavigate }: SidebarGroupProps) => {
  const { t } = useTranslation();
  const active = group.children.some((child) => isPathActive(child.path, pathname));
  const [opened, setOpened] = useState(active);
  const pagesId = useId();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={navigationLabel(t, group)}
        leftSection={icon}
        rightSection={
          <IconChevronRight
            size={14}
            stroke={1.6}
            aria-hidden
            style={{
              transform: opened ? 'rotate(90deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
        aria-expanded={opened}
        aria-controls={pagesId}
        onClick={() => setOpened((open) => !open)}
        fw={500}
        c={active ? 'navy.8' : undefined}
        style={ITEM_STYLE}
      />
      <Collapse expanded={opened} id={pagesId}>
        <Stack gap={2} pl={30}>
          {group.children.map((child) => (
            <NavLink
              key={child.path}
              component={Link}
              to={child.path}
              label={navigationLabel(t, child)}
              active={isPathActive(child.path, pathname)}
              onClick={onNavigate}
              style={ITEM_STYLE}
            />
          ))}
        </Stack>
      </Collapse>
    </>
  );
};

export const SidebarMenu = ({ entries, onNavigate, counts }: SidebarMenuProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <ScrollArea flex={1} type="scroll">
      <Stack component="nav" aria-label={t('app.mainMenu')} gap={2} p="sm">
        {entries.map((entry) => {
          const Icon = entry.icon;
          const leftSection = Icon && <Icon size={ICON_SIZE} stroke={1.6} />;

          if (!isNavGroup(entry)) {
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path}
                label={navigationLabel(t, entry)}
                leftSection={leftSection}
                rightSection={counts?.[entry.path]}
                active={isPathActive(entry.path, pathname)}
                onClick={onNavigate}
                fw={500}
                style={ITEM_STYLE}
              />
            );
          }

          return (
            <SidebarGroup
              key={entry.path}
              group={entry}
              pathname={pathname}
              icon={leftSection}
              onNavigate={onNavigate}
            />
          );
        })}
      </Stack>
    </ScrollArea>
  );
};

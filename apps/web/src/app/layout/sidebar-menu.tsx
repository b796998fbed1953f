import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isNavGroup, isPathActive, type NavEntry } from '../../config/navigation';

interface SidebarMenuProps {
  entries: readonly NavEntry[];
  /** Called after an item is chosen, so the mobile drawer can close. */
  onNavigate: () => void;
}

const ICON_SIZE = 18;

export const SidebarMenu = ({ entries, onNavigate }: SidebarMenuProps) => {
  const { pathname } = useLocation();

  return (
    <ScrollArea flex={1} type="scroll">
      <Stack component="nav" aria-label="Main menu" gap={2} p="sm">
        {entries.map((entry) => {
          const Icon = entry.icon;
          const leftSection = Icon && <Icon size={ICON_SIZE} stroke={1.6} />;

          if (!isNavGroup(entry)) {
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path}
                label={entry.label}
                leftSection={leftSection}
                active={isPathActive(entry.path, pathname)}
                onClick={onNavigate}
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          }

          const groupActive = entry.children.some((child) => isPathActive(child.path, pathname));
          return (
            <NavLink
              key={entry.path}
              label={entry.label}
              leftSection={leftSection}
              defaultOpened={groupActive}
              childrenOffset={30}
              fw={500}
              c={groupActive ? 'navy.8' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              {entry.children.map((child) => (
                <NavLink
                  key={child.path}
                  component={Link}
                  to={child.path}
                  label={child.label}
                  active={isPathActive(child.path, pathname)}
                  onClick={onNavigate}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
};

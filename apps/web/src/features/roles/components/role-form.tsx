import { ACCESS_TYPES, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import {
  roleBodySchema,
  type Role,
  type RoleBody,
  type RoleBodyInput,
} from '@creditdesk/domain/roles/roles.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextField } from '../../../components/ui/text-field';

export interface RoleFormProps {
  /** The menus and sub menus a role can be granted (GET /master-data/access). */
  catalogue: AccessMenu[];
  /** The role being edited; its name and held access types fill the form. */
  role?: Pick<Role, 'name' | 'access'>;
  submitLabel: string;
  /** The server's refusal, shown above the fields. */
  failure?: string | null;
  saving: boolean;
  onSubmit: (values: RoleBody) => void;
  onCancel: () => void;
}

/** Every sub menu of the catalogue with the access types `role` holds on it (none when new). */
const accessMatrix = (
  catalogue: AccessMenu[],
  role?: Pick<Role, 'access'>,
): RoleBodyInput['access'] => {
  const held = new Map<string, AccessType[]>(
    role?.access.flatMap(({ accessId }) =>
      accessId.subMenu.map((subMenu) => [subMenu._id, subMenu.access] as const),
    ),
  );
  return catalogue.map((menu) => ({
    accessId: menu._id,
    subMenu: menu.subMenu.map((subMenu) => ({
      subMenuId: subMenu._id,
      access: held.get(subMenu._id) ?? [],
    })),
  }));
};

/** Sub menus with nothing checked, then menus left without sub menus, are not sent. */
const checkedOnly = (access: RoleBody['access']): RoleBody['access'] =>
  access
    .map((menu) => ({ ...menu, subMenu: menu.subMenu.filter((item) => item.access.length > 0) }))
    .filter((menu) => menu.subMenu.length > 0);

/** The columns of a menu's table: every access type one of its sub menus offers. */
const menuColumns = (menu: AccessMenu) =>
  ACCESS_TYPES.filter((type) => menu.subMenu.some((subMenu) => subMenu.access.includes(type)));

/** Role Name and one table per menu with a checkbox per access type a sub menu offers. */
export function RoleForm({
  catalogue,
  role,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const form = useForm<RoleBodyInput, unknown, RoleBody>({
    resolver: zodResolver(roleBodySchema),
    defaultValues: { name: role?.name ?? '', access: accessMatrix(catalogue, role) },
  });
  const { errors } = form.formState;
  const failureRef = useRef<HTMLDivElement>(null);
  // The form is taller than a screen and submitted from its foot: bring a refusal into view.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [failure]);
  const accessError = errors.access?.message ?? errors.access?.root?.message;

  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        onSubmit({ ...values, access: checkedOnly(values.access) }),
      )}
      noValidate
    >
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          {failure && (
            <div ref={failureRef}>
              <FormErrorAlert message={failure} />
            </div>
          )}
          <TextField
            label="Role Name"
            withAsterisk
            placeholder="e.g. Credit Analyst"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Stack gap="xs">
            <Text fw={500} size="sm">
              Access{' '}
              <Text span c="red" inherit aria-hidden>
                *
              </Text>
            </Text>
            {accessError && (
              <Text size="sm" c="red" role="alert">
                {accessError}
              </Text>
            )}
          </Stack>
          {catalogue.map((menu, menuIndex) => {
            const columns = menuColumns(menu);
            return (
              <Stack key={menu._id} gap="xs">
                <Title order={2} size="h6">
                  {menu.name}
                </Title>
                <Table.ScrollContainer minWidth={520} type="native">
                  <Table aria-label={menu.name} withTableBorder striped verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Sub Menu</Table.Th>
                        {columns.map((type) => (
                          <Table.Th key={type} w={96} ta="center">
                            {type}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {menu.subMenu.map((subMenu, subMenuIndex) => (
                        <Table.Tr key={subMenu._id}>
                          <Table.Td>{subMenu.name}</Table.Td>
                          <Controller
                            control={form.control}
                            name={`access.${menuIndex}.subMenu.${subMenuIndex}.access`}
                            render={({ field }) => (
                              <>
                                {columns.map((type) => (
                                  <Table.Td key={type} ta="center">
                                    {subMenu.access.includes(type) ? (
                                      <Checkbox
                                        aria-label={`${subMenu.name} ${type}`}
                                        styles={{ body: { justifyContent: 'center' } }}
                                        checked={field.value.includes(type)}
                                        disabled={saving}
                                        onChange={(event) => {
                                          const checked = event.currentTarget.checked;
                                          field.onChange(
                                            subMenu.access.filter((offered) =>
                                              offered === type
                                                ? checked
                                                : field.value.includes(offered),
                                            ),
                                          );
                                        }}
                                      />
                                    ) : (
                                      <Text
                                        span
                                        c="dimmed"
                                        aria-label={`${subMenu.name} ${type} not available`}
                                      >
                                        -
                                      </Text>
                                    )}
                                  </Table.Td>
                                ))}
                              </>
                            )}
                          />
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            );
          })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

import { ACCESS_TYPES, type AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import { hasPermission } from '@creditdesk/domain/access/permissions';
import { DATA_SCOPES, PRIVILEGE_MESSAGES, type Grantor } from '@creditdesk/domain/access/privilege';
import {
  roleBodySchema,
  type Role,
  type RoleBody,
  type RoleBodyInput,
} from '@creditdesk/domain/roles/roles.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { RecordFormCard } from '../../../components/form/record-form-card';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useFieldTexts, useRegistered } from '../../../components/form/use-registered';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/use-message';

export interface RoleFormProps extends RecordFormProps<RoleBody> {
  /** The menus and sub menus a role can be granted (GET /master-data/access). */
  catalogue: AccessMenu[];
  /** The role being edited; its name, held access types and data scope fill the form. */
  role?: Pick<Role, 'name' | 'access' | 'dataScope'>;
  /**
   * The signed-in user: access types he does not hold cannot be checked, and All branches only
   * when he sees all branches himself (the server's rule, mirrored).
   */
  grantor: Pick<Grantor, 'permissions' | 'dataScope'>;
  /** The role is the signed-in user's own: only its name may change. */
  ownRole?: boolean;
  submitLabel: string;
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
  grantor,
  ownRole = false,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const { t, message } = useTexts();
  const form = useForm<RoleBodyInput, unknown, RoleBody>({
    resolver: zodResolver(roleBodySchema),
    defaultValues: {
      name: role?.name ?? '',
      access: accessMatrix(catalogue, role),
      dataScope: role?.dataScope ?? 'area',
    },
  });
  const { errors } = form.formState;
  const registered = useRegistered(form);
  const texts = useFieldTexts('roles');
  const accessError = message(errors.access?.message ?? errors.access?.root?.message);
  const holds = (subMenu: string, type: AccessType) =>
    hasPermission(grantor.permissions, subMenu, type);
  const lacksSome = catalogue.some((menu) =>
    menu.subMenu.some((subMenu) => subMenu.access.some((type) => !holds(subMenu.name, type))),
  );

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) =>
        onSubmit({ ...values, access: checkedOnly(values.access) }),
      )}
      failure={failure}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
      scrollToFailure
      gap="lg"
    >
      <TextField withAsterisk {...texts('roleName')} {...registered('name')} />
      {ownRole && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {message(PRIVILEGE_MESSAGES.ownRoleNotice)}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="dataScope"
        render={({ field }) => (
          <Radio.Group
            label={t('roles.dataAccess')}
            description={t('roles.dataAccessText')}
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            error={message(errors.dataScope?.message)}
          >
            <Group gap="xl" mt="xs">
              {DATA_SCOPES.map((scope) => (
                <Radio
                  key={scope}
                  value={scope}
                  label={t(`roles.dataScope.${scope}`)}
                  disabled={saving || ownRole || (scope === 'all' && grantor.dataScope !== 'all')}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('roles.access')}{' '}
          <Text span c="red" inherit aria-hidden>
            *
          </Text>
        </Text>
        {lacksSome && !ownRole && (
          <Text size="sm" c="dimmed">
            {message(PRIVILEGE_MESSAGES.rightsNotHeld)} {t('roles.notHeld')}
          </Text>
        )}
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
                    <Table.Th>{t('roles.subMenu')}</Table.Th>
                    {columns.map((type) => (
                      <Table.Th key={type} w={96} ta="center">
                        {t(`roles.accessType.${type}`)}
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
                                    aria-label={`${subMenu.name} ${t(`roles.accessType.${type}`)}`}
                                    styles={{ body: { justifyContent: 'center' } }}
                                    checked={field.value.includes(type)}
                                    // A right he lacks may be taken away, never given.
                                    disabled={
                                      saving ||
                                      ownRole ||
                                      (!holds(subMenu.name, type) && !field.value.includes(type))
                                    }
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
                                    aria-label={t('roles.notAvailable', {
                                      subMenu: subMenu.name,
                                      type: t(`roles.accessType.${type}`),
                                    })}
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
    </RecordFormCard>
  );
}

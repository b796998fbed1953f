import type { AreaEntry, UserStatus } from '@creditdesk/domain/users/users.schemas';

/** What the user form saves; the photo is optional and only sent when one was chosen. */
export interface UserWrite {
  name: string;
  email: string;
  status: UserStatus;
  roleId: string;
  phoneNumber?: string | null;
  area: AreaEntry[];
  userPhoto?: File | null;
}

/** The multipart body of the user calls; `statusField` is how the call names the status. */
export const userFormData = (
  input: UserWrite,
  statusField: 'isActive' | 'status',
  version?: number,
) => {
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('roleId', input.roleId);
  form.append(
    statusField,
    statusField === 'isActive' ? String(input.status === 'active') : input.status,
  );
  if (input.phoneNumber) form.append('phoneNumber', input.phoneNumber);
  form.append('area', JSON.stringify(input.area));
  if (version !== undefined) form.append('version', String(version));
  if (input.userPhoto) form.append('userPhoto', input.userPhoto);
  return form;
};

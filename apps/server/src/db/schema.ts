export * from '../modules/access/access.table';
export * from '../modules/audit/audit.table';
export * from '../modules/auth/auth.table';
export * from '../modules/roles/roles.table';
export * from '../modules/users/users.table';

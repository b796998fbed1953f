export { RoleListRoute as ListPage } from './role-list';
export { AddRoleRoute as AddPage, EditRoleRoute as EditPage } from './role-form-route';
export { RoleDetailRoute as DetailPage } from './role-detail';

export { UserListRoute as ListPage } from './user-list';
export { AddUserRoute as AddPage, EditUserRoute as EditPage } from './user-form-route';
export { UserDetailRoute as DetailPage } from './user-detail';

export { GroupListRoute as ListPage } from './group-list';
export { AddGroupRoute as AddPage, EditGroupRoute as EditPage } from './group-form-route';
export { GroupDetailRoute as DetailPage } from './group-detail';

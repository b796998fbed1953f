export { BranchListRoute as ListPage } from './branch-list';
export { AddBranchRoute as AddPage, EditBranchRoute as EditPage } from './branch-form-route';
export { BranchDetailRoute as DetailPage } from './branch-detail';

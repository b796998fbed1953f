export { ApprovalAuthorityListRoute as ListPage } from './approval-authority-list';
export {
  AddApprovalAuthorityRoute as AddPage,
  EditApprovalAuthorityRoute as EditPage,
} from './approval-authority-form-route';
export { ApprovalAuthorityDetailRoute as DetailPage } from './approval-authority-detail';

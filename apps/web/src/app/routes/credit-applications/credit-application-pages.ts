export { CreditApplicationListRoute as ListPage } from './credit-application-list';
export {
  AddCreditApplicationRoute as AddPage,
  EditCreditApplicationRoute as EditPage,
} from './credit-application-form-route';
export { CreditApplicationDetailRoute as DetailPage } from './credit-application-detail';

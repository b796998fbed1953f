export { DebiturListRoute as ListPage } from './debitur-list';
export { AddDebiturRoute as AddPage, EditDebiturRoute as EditPage } from './debitur-form-route';
export { DebiturDetailRoute as DetailPage } from './debitur-detail';

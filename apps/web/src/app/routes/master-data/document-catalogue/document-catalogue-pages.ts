export { DocumentCatalogueListRoute as ListPage } from './document-catalogue-list';
export {
  AddDocumentTypeRoute as AddTypePage,
  EditDocumentTypeRoute as EditTypePage,
} from './document-type-form-route';

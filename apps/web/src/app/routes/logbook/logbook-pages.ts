export { LogbookListRoute as ListPage } from './logbook-list';
export {
  AddLogbookEntryRoute as AddPage,
  EditLogbookEntryRoute as EditPage,
} from './logbook-form-route';

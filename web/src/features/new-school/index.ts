// A school missing from the registry (site admins): the form, and the dialog
// that creates it. Pages pass them to the features that need them.
export {
  CreateSchoolDialog,
  type CreateSchoolDialogProps,
} from './components/create-school-dialog';
export { NewSchoolForm, type NewSchoolStart } from './components/new-school-form';

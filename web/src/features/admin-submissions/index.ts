// What pages compose from this feature: the admin dashboard's 'Kontribusi User' tab.
export { SubmissionsTab } from './components/submissions-tab';

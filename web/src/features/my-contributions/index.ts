// The parent dashboard's 'Kontribusi Saya' and 'Request Saya'.
export { MySubmissions } from './components/my-submissions';
export { MyRequests } from './components/my-requests';

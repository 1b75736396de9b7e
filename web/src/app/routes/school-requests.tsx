// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function SchoolRequestsPage() {
  return <Placeholder title="Request Sekolah" path="/school-requests" />;
}

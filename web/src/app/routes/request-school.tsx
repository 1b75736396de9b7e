// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function RequestSchoolPage() {
  return <Placeholder title="Request Sekolah" path="/request-school" />;
}

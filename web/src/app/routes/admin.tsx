// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function AdminPage() {
  return <Placeholder title="Admin" path="/admin" />;
}

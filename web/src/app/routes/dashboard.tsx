// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function DashboardPage() {
  return <Placeholder title="Dashboard" path="/dashboard" />;
}

// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function ComparisonPage() {
  return <Placeholder title="Perbandingan Sekolah" path="/comparison" />;
}

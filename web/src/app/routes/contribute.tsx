// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function ContributePage() {
  return <Placeholder title="Kontribusi Data" path="/contribute" />;
}

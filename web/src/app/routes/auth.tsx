// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function AuthPage() {
  return <Placeholder title="Masuk" path="/auth" />;
}

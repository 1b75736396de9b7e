// Placeholder: replaced by the engineer who builds this page.
import { Placeholder } from './placeholder';

export default function SchoolPage() {
  return <Placeholder title="Profil Sekolah" path="/school" />;
}

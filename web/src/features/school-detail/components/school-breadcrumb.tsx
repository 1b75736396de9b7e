import type { BreadcrumbItem } from '@core/breadcrumbs';
import { Breadcrumb } from '@web/components/ui/breadcrumb';

/** Shown only when there is more than one crumb (SPEC §2). */
export function SchoolBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length <= 1) return null;
  return <Breadcrumb items={items.map((item) => ({ label: item.name, href: item.path }))} />;
}

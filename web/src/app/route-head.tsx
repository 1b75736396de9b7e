import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { RouteHead as Head } from '@core/seo';
import { PageHead } from '@web/lib/page-meta';
import type { PageData } from './page-module';

/**
 * The head the page's route makes from its data, the one the server
 * rendered with the page, kept in step while the visitor navigates. Rendered
 * by the page, which reads the same data and so renders again when it changes.
 */
export function RouteHead({ head }: { head: (page: PageData) => Head | null }) {
  const client = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname: path } = useLocation();
  if (typeof window === 'undefined') return null;
  const made = head({ path, client, params, search, origin: window.location.origin });
  return made ? <PageHead meta={made.meta} /> : null;
}

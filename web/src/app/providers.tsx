import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastHost } from '@web/components/ui/toast-host';
import { createQueryClient } from '@web/lib/query-client';

// TooltipProvider (components/ui/tooltip) is not mounted here: pages that use
// tooltips wrap themselves in it, so other pages do not download the tooltip code.
export function Providers({ client, children }: { client?: QueryClient; children: ReactNode }) {
  // the server renderer and a hydrating browser bring a client that already holds data
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}

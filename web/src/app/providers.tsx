import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '@web/components/ui/toast-host';
import { createQueryClient } from '@web/lib/query-client';

// TooltipProvider (components/ui/tooltip) is not mounted here: pages that use
// tooltips wrap themselves in it, so other pages do not download the tooltip code.
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}

import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

// Most visits never show a notification: the Radix toast code loads with the first one.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { TOAST_DURATION, dismissToast, useToasts } from './use-toast';

/** Renders the notifications of use-toast (SPEC §4: 5 s, swipe right 50 px, F8, 420 px wide). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notifikasi"
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            {title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            )}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
            aria-label="Tutup"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifikasi ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@web/lib/cn';

// .button and its variants are component classes (kit.css); the icon rules
// stay utilities: `[&_svg]` must beat an icon's own size class, as it always has.
export const buttonVariants = cva('button [&_svg]:size-4 [&_svg]:shrink-0', {
  variants: {
    variant: {
      default: 'button-default',
      outline: 'button-outline',
      secondary: 'button-secondary',
      ghost: 'button-ghost',
      link: 'button-link',
      destructive: 'button-destructive',
    },
    size: {
      default: 'button-size-default',
      sm: 'button-size-sm',
      // the sign-in links pass text-sm over its text-base, the size their words always had
      lg: 'button-size-lg',
      icon: 'button-size-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

/** A link that looks like a button takes `buttonVariants()` as its class name. */
export interface ButtonProps
  extends ComponentPropsWithoutRef<'button'>, VariantProps<typeof buttonVariants> {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, ...props },
  ref,
) {
  return (
    <button ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
});

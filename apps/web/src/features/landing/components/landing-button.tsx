/**
 * The landing's buttons: the same look and props as `@/components/ui/button` (variant, size, className), without
 * tailwind-merge in the landing's first load (8 KB gzip). Instead of merging any class, a className that sets a
 * background, text colour, border colour or their hover states replaces just those of the variant.
 */
import * as React from 'react';
import { buttonClasses, type ButtonStyle } from '@/components/ui/button-classes';

export function Button({ className = '', variant = 'default', size = 'default', type = 'button', ...props }: React.ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

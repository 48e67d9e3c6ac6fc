/**
 * Button class names without tailwind-merge (kept in step with button.tsx), for the landing and the entry's route
 * error screen, which load before Button's dependencies.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer';
const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  outline: 'border border-input bg-background hover:bg-secondary',
} as const;
const SIZES = { default: 'h-11 px-4 py-2', lg: 'h-12 px-6 text-base' } as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

const TEXT_SIZES = /^text-(xs|sm|base|lg|xl|\d?xl)$/;

/** "hover:bg", "text", "border-color"...: the property a colour class sets, or null for any other class. */
function colourSlot(cls: string): string | null {
  const at = cls.lastIndexOf(':');
  const prefix = at >= 0 ? cls.slice(0, at + 1) : '';
  const utility = cls.slice(at + 1);
  if (utility.startsWith('bg-')) return `${prefix}bg`;
  if (utility.startsWith('text-') && !TEXT_SIZES.test(utility)) return `${prefix}text`;
  if (utility.startsWith('border-') && !/^border-(\d|[xytrbl]-?\d?$)/.test(utility)) return `${prefix}border-color`;
  return null;
}

export function buttonClasses({ variant = 'default', size = 'default' }: ButtonStyle, className = ''): string {
  const extra = className.split(/\s+/).filter(Boolean);
  const taken = new Set(extra.map(colourSlot).filter(Boolean));
  // A size with its own text size replaces the base text-sm.
  const base = SIZES[size].includes('text-') ? BASE.replace(' text-sm ', ' ') : BASE;
  const own = `${base} ${VARIANTS[variant]} ${SIZES[size]}`.split(' ').filter((c) => !taken.has(colourSlot(c)));
  return [...own, ...extra].join(' ');
}

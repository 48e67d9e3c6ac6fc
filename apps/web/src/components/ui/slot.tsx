/**
 * `asChild` for Button: renders the only child with the slot's props merged in (the child's props win, handlers of
 * both run child first, class names join, styles merge, refs compose), like Radix Slot but without its runtime in
 * every page's first load.
 */
import * as React from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as React.RefObject<T | null>).current = value;
}

export function Slot({ children, ...slotProps }: React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLElement> }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const fromSlot = (slotProps as AnyProps)[key];
    const fromChild = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof fromSlot === 'function' && typeof fromChild === 'function') {
      merged[key] = (...args: unknown[]) => {
        fromChild(...args);
        fromSlot(...args);
      };
    } else if (key === 'className' && fromChild) {
      merged[key] = `${String(fromSlot ?? '')} ${String(fromChild)}`.trim();
    } else if (key === 'style' && fromChild) {
      merged[key] = { ...(fromSlot as object), ...(fromChild as object) };
    } else if (key === 'ref' && fromChild) {
      merged[key] = (node: HTMLElement | null) => {
        setRef(fromSlot as React.Ref<HTMLElement>, node);
        setRef(fromChild as React.Ref<HTMLElement>, node);
      };
    }
  }
  return React.cloneElement(children, merged);
}

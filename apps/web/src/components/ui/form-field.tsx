import * as React from 'react';
import { m } from '@/lib/i18n';
import { Label } from './label';

/** Label above, control, then the inline message in the spec's words. */
export function FormField({
  id,
  label,
  error,
  hint,
  labelClassName,
  children,
}: {
  id: string;
  label: React.ReactNode;
  /** `sr-only` where the context names the field already (a reply box under the comment). */
  labelClassName?: string;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {m(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The six boxes of a sign-in code. One real input lies over them, so typing, a pasted whole code ("123 456" too) and
 * the phone's SMS autofill (`autocomplete="one-time-code"`) fill every box at once; the boxes only draw its digits.
 */
import * as React from 'react';
import { cn } from '@/lib/utils';

export const CODE_LENGTH = 6;

/** The digits of what was typed, pasted or autofilled, at most six. */
export const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

export const CodeBoxes = React.forwardRef<
  HTMLInputElement,
  { id: string; value: string; onChange: (code: string) => void; invalid?: boolean; describedBy?: string; readOnly?: boolean }
>(function CodeBoxes({ id, value, onChange, invalid, describedBy, readOnly }, ref) {
  const [focused, setFocused] = React.useState(false);
  return (
    <div className="relative mx-auto w-full max-w-[22rem]">
      <div aria-hidden="true" className="grid grid-cols-6 gap-2">
        {Array.from({ length: CODE_LENGTH }, (_, i) => {
          const active = focused && (i === value.length || (i === CODE_LENGTH - 1 && value.length === CODE_LENGTH));
          return (
            <div
              key={i}
              data-testid="code-box"
              className={cn(
                'flex h-14 items-center justify-center rounded-lg border bg-background font-mono text-2xl font-semibold tabular-nums',
                invalid ? 'border-destructive' : 'border-input',
                active && 'ring-2 ring-ring ring-offset-1',
              )}
            >
              {value[i] ?? ''}
            </div>
          );
        })}
      </div>
      <input
        ref={ref}
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // Room for a pasted "123 456" or "123-456"; only digits are kept.
        maxLength={CODE_LENGTH + 2}
        value={value}
        // Read-only (not disabled) while checking, so focus can come back to it after a wrong code.
        readOnly={readOnly}
        onChange={(e) => onChange(codeDigits(e.target.value))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="absolute inset-0 h-full w-full cursor-text bg-transparent text-transparent caret-transparent opacity-0 outline-none selection:bg-transparent"
      />
    </div>
  );
});

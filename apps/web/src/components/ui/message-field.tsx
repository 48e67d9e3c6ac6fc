/**
 * A required message box (a group post, an event comment or reply): the label, the textarea and, on a blank submit,
 * the spec's message under it with the box focused (design brief "Forms").
 */
import * as React from 'react';
import { FormField } from './form-field';
import { Textarea } from './textarea';

export function useMessageField(blankMessage: string, initialValue = '') {
  const [value, setValue] = React.useState(initialValue);
  const [error, setError] = React.useState<string | null>(null);
  const ref = React.useRef<HTMLTextAreaElement>(null);
  return {
    error,
    /** The trimmed text to send, or null after showing the blank message. */
    take(): string | null {
      const text = value.trim();
      if (!text) {
        setError(blankMessage);
        ref.current?.focus();
        return null;
      }
      setError(null);
      return text;
    },
    clear: () => setValue(''),
    textarea: {
      ref,
      value,
      onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => {
        setValue(e.target.value);
        if (error) setError(null);
      },
    },
  };
}

export function MessageField({
  id,
  label,
  labelClassName,
  field,
  ...props
}: Omit<React.ComponentProps<'textarea'>, 'id' | 'value' | 'onChange' | 'ref'> & {
  id: string;
  label: string;
  labelClassName?: string;
  field: ReturnType<typeof useMessageField>;
}) {
  return (
    <FormField id={id} label={label} labelClassName={labelClassName} error={field.error ?? undefined}>
      <Textarea
        id={id}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        {...field.textarea}
        {...props}
      />
    </FormField>
  );
}

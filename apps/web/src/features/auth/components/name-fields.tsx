/** Sign-up's name fields (rulings §12): first name required, last name optional, side by side from 390 px up. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export function NameFields({
  firstNameRef,
  firstName,
  lastName,
  firstNameError,
  onFirstName,
  onLastName,
}: {
  firstNameRef: React.Ref<HTMLInputElement>;
  firstName: string;
  lastName: string;
  firstNameError?: string;
  onFirstName: (value: string) => void;
  onLastName: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField id="signin-first-name" label={t('First name')} error={firstNameError}>
        <Input
          ref={firstNameRef}
          id="signin-first-name"
          autoComplete="given-name"
          maxLength={100}
          value={firstName}
          onChange={(e) => onFirstName(e.target.value)}
          aria-invalid={firstNameError ? true : undefined}
          aria-describedby={firstNameError ? 'signin-first-name-error' : undefined}
          required
        />
      </FormField>
      <FormField id="signin-last-name" label={t('Last name (optional)')}>
        <Input id="signin-last-name" autoComplete="family-name" maxLength={100} value={lastName} onChange={(e) => onLastName(e.target.value)} />
      </FormField>
    </div>
  );
}

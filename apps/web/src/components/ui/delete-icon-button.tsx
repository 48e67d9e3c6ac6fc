import { Trash2 } from 'lucide-react';
import { Button } from './button';

/** The trash icon of a card or header that opens a delete confirmation; `label` names what goes ("Delete Sunday Soccer"), also as its tooltip (translated by the caller). */
export function DeleteIconButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="ghostDestructive" size="icon" aria-label={label} title={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

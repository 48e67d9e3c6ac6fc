import { Trash2 } from 'lucide-react';
import { t } from '@/lib/i18n';
import { Button } from './button';

/** The trash icon of a card or header that opens a delete confirmation; `label` names what goes ("Delete Sunday Soccer"). */
export function DeleteIconButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="ghostDestructive" size="icon" aria-label={label} title={t('Delete')} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

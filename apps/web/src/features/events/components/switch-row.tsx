import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** A labelled switch with a one-line explanation; the whole row is the tap target. */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={description ? `${id}-description` : undefined} />
    </div>
  );
}

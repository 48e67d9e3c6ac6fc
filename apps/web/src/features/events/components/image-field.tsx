import { t } from '@/lib/i18n';
import * as React from 'react';
import { ImagePlus, X } from 'lucide-react';
import { LIMITS } from '@kickoff/shared';
import { pickImage } from '@/lib/pick-image';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

/** Event image picker with a local preview; "Remove image" clears a new file or flags the current one. */
export function ImageField({
  id,
  currentUrl,
  file,
  removed,
  onFileChange,
  onRemove,
  enforceLimit,
}: {
  id: string;
  currentUrl?: string | null;
  file: File | null;
  removed: boolean;
  onFileChange(file: File | null): void;
  onRemove(): void;
  /** The create form checks the 10MB hint; the edit dialog does not (spec §5); the server always does. */
  enforceLimit: boolean;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [error, setError] = React.useState<string | null>(null);
  const preview = React.useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  React.useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (removed ? null : currentUrl ?? null);

  /** The input's file or the camera's: the same checks either way (null: the input was cleared). */
  const accept = (next: File | null) => {
    setError(null);
    const reject = (text: string) => {
      setError(text);
      if (inputRef.current) inputRef.current.value = '';
    };
    if (next && !next.type.startsWith('image/')) return reject(t('Please select an image file.'));
    if (next && enforceLimit && next.size > LIMITS.eventImageBytes) return reject(t('Please select an image smaller than 10MB.'));
    onFileChange(next);
  };
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => accept(e.target.files?.[0] ?? null);
  // One styled button everywhere (issue 19: the raw file input looked unlike the group form's): the browser's file
  // chooser, or in the native shell the camera and the gallery (Capacitor Camera).
  const openPicker = () =>
    void pickImage(
      () => inputRef.current?.click(),
      accept,
      (notice) => setError(notice.description),
    );

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('Event image')}</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative aspect-video w-full overflow-hidden rounded-md border bg-secondary sm:w-48">
          {shown ? (
            <img src={shown} alt={t('Event image preview')} className="absolute inset-0 size-full object-cover" />
          ) : (
            <div className="absolute inset-0 flex items-center justify-center text-muted-foreground">
              <ImagePlus className="size-8" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <Button type="button" variant="outline" className="justify-self-start" aria-describedby={`${id}-hint`} onClick={openPicker}>
            <ImagePlus aria-hidden="true" /> {shown ? t('Change Image') : t('Upload Image')}
          </Button>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/jpg,image/webp"
            onChange={onChange}
            aria-describedby={`${id}-hint`}
            tabIndex={-1}
            className="sr-only"
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {file ? <span className="block truncate">{file.name}</span> : null}
            {t('PNG, JPG or JPEG up to 10MB')}
          </p>
          {shown ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                if (inputRef.current) inputRef.current.value = '';
                onRemove();
              }}
            >
              <X aria-hidden="true" /> Remove image
            </Button>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Image picker of the group form: local preview, 5 MB check with the spec's toast (spec §5). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { ImagePlus, X } from 'lucide-react';
import { LIMITS, MESSAGES } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { pickImage } from '@/lib/pick-image';

export function GroupImageField({
  id,
  file,
  currentUrl,
  onFileChange,
  onRemoveCurrent,
}: {
  id: string;
  file: File | null;
  currentUrl?: string | null;
  onFileChange(file: File | null): void;
  /** Edit dialog: drops the group's current image (sent as removeImage=true). */
  onRemoveCurrent?(): void;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [preview, setPreview] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** The input's file or the camera's: the same checks either way. */
  const accept = (next: File) => {
    const reject = (title: string, description: string) => {
      toast({ title, description, variant: 'destructive' });
      if (inputRef.current) inputRef.current.value = '';
    };
    if (!next.type.startsWith('image/')) return reject('Invalid file type', MESSAGES.upload.notAnImage);
    if (next.size > LIMITS.groupImageBytes) return reject(MESSAGES.group.fileTooLarge, MESSAGES.group.imageTooLarge);
    onFileChange(next);
  };

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0];
    if (next) accept(next);
  };

  const open = () =>
    void pickImage(
      () => inputRef.current?.click(),
      accept,
      (notice) => toast({ ...notice, variant: 'destructive' }),
    );

  const clear = () => {
    onFileChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('Group Image')}</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-secondary">
          {shown ? (
            <img src={shown} alt={t('Selected group image')} width={80} height={80} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" onClick={open}>
              <ImagePlus aria-hidden="true" />
              {shown ? t('Change Image') : t('Upload Image')}
            </Button>
            {file ? (
              <Button type="button" variant="ghost" size="icon" onClick={clear} aria-label={t('Remove selected image')}>
                <X aria-hidden="true" />
              </Button>
            ) : currentUrl && onRemoveCurrent ? (
              <Button type="button" variant="ghost" className="text-destructive" onClick={onRemoveCurrent}>
                <X aria-hidden="true" /> {t('Remove Image')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {file ? <span className="block truncate">{file.name}</span> : null}
            {t('PNG, JPG or WebP, recommended 400x400px, max 5MB')}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-describedby={`${id}-hint`}
        onChange={choose}
      />
    </div>
  );
}

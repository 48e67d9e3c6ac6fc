/** A read-only link with a Copy button (the clipboard, else the text stays selected to copy by hand). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';
import { toast } from './use-toast';

export function CopyField({ id, label, value, copiedToast }: { id: string; label: string; value: string; copiedToast: string }) {
  const ref = React.useRef<HTMLInputElement>(null);
  const [copied, setCopied] = React.useState(false);
  async function copy() {
    ref.current?.select();
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: copiedToast, variant: 'success' });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link stays selected for Ctrl+C.
    }
  }
  return (
    <div className="flex min-w-0 flex-1 gap-2">
      <Input ref={ref} id={id} aria-label={label} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
      <Button type="button" variant="outline" onClick={() => void copy()} aria-label={t('Copy {name}', { name: label.toLowerCase() })}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? t('Copied') : t('Copy')}
      </Button>
    </div>
  );
}

/** The link on this app's own origin (the server's PUBLIC_URL may differ in development); the native shell keeps the server's. */
export function shareableUrl(path: string, serverUrl: string): string {
  const { origin, protocol } = window.location;
  return protocol === 'http:' || protocol === 'https:' ? `${origin}${path}` : serverUrl;
}

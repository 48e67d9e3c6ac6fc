/**
 * The profile's "Your data" card (issue 15): Download my data saves a JSON copy of everything Kickoff holds about the
 * member; a large history is prepared in the background while the card says so. The native app's WebView cannot save
 * a download, so there the card says to use a browser. Deleting the account stays with support (spec §2).
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Download, FileJson } from 'lucide-react';
import { DATA_EXPORT } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorToast, toast } from '@/components/ui/use-toast';
import { runsNatively } from '@/lib/platform';
import { useExportMyData } from '../api/request-data-export';

const L = DATA_EXPORT.labels;

export default function DataExportCard() {
  return (
    <Card className="mt-6" role="region" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title" className="flex items-center gap-2">
          <FileJson className="size-5" aria-hidden="true" /> {t(L.title)}
        </CardTitle>
        <CardDescription>{t(L.description)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {runsNatively() ? <p className="text-sm text-muted-foreground">{t(L.browserOnly)}</p> : <DownloadButton />}
      </CardContent>
    </Card>
  );
}

/** Ask, wait while a large file is prepared, save. */
function DownloadButton() {
  const [long, setLong] = React.useState(false);
  const exportData = useExportMyData(() => setLong(true));

  function start() {
    setLong(false);
    exportData.mutate(undefined, {
      onSuccess: () => toast({ title: L.downloaded, description: L.downloadedDescription }),
      onError: (error) => errorToast(error, error instanceof Error && error.message === DATA_EXPORT.messages.failed ? error.message : L.error, L.error),
      onSettled: () => setLong(false),
    });
  }

  return (
    <>
      <div>
        <Button type="button" variant="outline" onClick={start} disabled={exportData.isPending} className="w-full sm:w-auto">
          <Download aria-hidden="true" /> {t(L.button)}
        </Button>
      </div>
      {exportData.isPending ? (
        <div className="text-sm text-muted-foreground" aria-live="polite">
          <Spinner className="size-4" label={t(L.preparing)} />
          {long ? <p className="mt-1">{t(L.preparingLong)}</p> : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * "Download my data" (issue 15): POST /api/user/data-export asks for the file; a large one is built in the background,
 * so the state is asked again (GET /api/user/data-export/{id}) until it is ready; then the file is fetched with the
 * session and saved. One mutation holds the whole flow; nothing is cached.
 */
import { useMutation } from '@tanstack/react-query';
import { DATA_EXPORT, type DataExport } from '@kickoff/shared';
import { apiGet, apiJson, apiPath, authHeaders, throwIfResNotOk } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { saveFile } from '@/lib/save-file';

export function requestDataExport(): Promise<DataExport> {
  return apiJson<ApiAnswer<'/api/user/data-export', 'post'>>('POST', '/api/user/data-export');
}

export function getDataExport(id: string, signal?: AbortSignal): Promise<DataExport> {
  return apiGet<ApiAnswer<'/api/user/data-export/{id}'>>(apiPath('/api/user/data-export', id), { signal });
}

/** The file's name from the answer's Content-Disposition, or a dated default. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `kickoff-data-${new Date().toISOString().slice(0, 10)}.json`;
}

export async function downloadDataExport(id: string): Promise<void> {
  const res = await fetch(apiPath('/api/user/data-export', id, 'file'), { headers: authHeaders(), credentials: 'include' });
  await throwIfResNotOk(res);
  saveFile(await res.blob(), fileNameOf(res));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks, waits while the file is built (`onPending` tells the screen), downloads. */
export async function exportMyData(onPending: () => void): Promise<void> {
  let state = await requestDataExport();
  if (state.status === 'pending') onPending();
  while (state.status === 'pending') {
    await wait(DATA_EXPORT.pollMs);
    state = await getDataExport(state.id);
  }
  if (state.status === 'failed') throw new Error(DATA_EXPORT.messages.failed);
  await downloadDataExport(state.id);
}

export function useExportMyData(onPending: () => void) {
  return useMutation({ mutationFn: () => exportMyData(onPending) });
}

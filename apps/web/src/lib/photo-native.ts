/** The shell's half of pickImage (pick-image.ts), loaded only there: the camera or the gallery, and what went wrong. */
import { loadPlatform } from './platform';

export const PHOTO_TEXTS = {
  deniedTitle: 'Camera and photos are off',
  denied: "Kickoff can't reach your camera or photos. Allow access in your phone's Settings (Apps > Kickoff > Permissions), then try again.",
  failedTitle: 'Could not get the photo',
  failed: 'Something went wrong with the camera or the gallery. Please try again.',
} as const;

export async function pickNativePhoto(onFile: (file: File) => void, notify: (notice: { title: string; description: string }) => void): Promise<void> {
  const pick = await (await loadPlatform()).pickPhoto();
  if (pick.status === 'picked') onFile(pick.file);
  else if (pick.status === 'denied') notify({ title: PHOTO_TEXTS.deniedTitle, description: PHOTO_TEXTS.denied });
  else if (pick.status === 'failed') notify({ title: PHOTO_TEXTS.failedTitle, description: PHOTO_TEXTS.failed });
}

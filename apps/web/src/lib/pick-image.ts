/**
 * The image pickers' one entry (profile photo, group and event images): the camera or the gallery in the native
 * shell (photo-native.ts, loaded only there), the form's file input in a browser.
 */
import { runsNatively } from './platform';

/** A toast's words. */
export interface Notice {
  title: string;
  description: string;
}

/**
 * Opens the image picker. In a browser it clicks the form's file input at once (inside the click, so the browser
 * allows it) and the input's change handler takes over; in the shell the system asks "Take Photo" or "Choose from
 * Photos" and the picked file is handed to `onFile`, which validates it exactly like the input's file. A refused
 * permission or a failure is told through `notify`; a cancel says nothing.
 */
export function pickImage(openFileInput: () => void, onFile: (file: File) => void, notify: (notice: Notice) => void): Promise<void> {
  if (!runsNatively()) {
    openFileInput();
    return Promise.resolve();
  }
  return import('./photo-native').then((m) => m.pickNativePhoto(onFile, notify));
}

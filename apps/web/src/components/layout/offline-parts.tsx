/**
 * The signed-in layout's parts of working offline that show nothing on the first paint (issue 27): the offline queue's
 * side (start, results, the old-queue question), the update prompt and the install prompt. One chunk, loaded once the
 * browser is idle after the first paint (layouts.tsx, AfterPaint), so the routes' initial JavaScript does not carry it.
 */
export { OfflineQueue } from './offline-queue';
export { UpdatePrompt } from './update-prompt';
export { InstallPrompt } from './install-prompt';

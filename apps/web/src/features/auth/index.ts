/** The auth feature's public face: the phone sign-in dialog that the landing opens (loaded lazily there). */
export { PhoneSignInDialog } from './components/phone-sign-in-dialog';

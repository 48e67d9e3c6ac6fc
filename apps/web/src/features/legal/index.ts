/** The legal feature's public face: the two legal pages (in the active language) and their back link. */
export { LegalBackLink } from './components/legal-back-link';
export { PrivacyPolicy, TermsOfService } from './components/localized-legal';

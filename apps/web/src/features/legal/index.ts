/** The legal feature's public face: the two legal pages and their back link. */
export { LegalBackLink } from './components/legal-back-link';
export { PrivacyPolicy } from './components/privacy-policy';
export { TermsOfService } from './components/terms-of-service';

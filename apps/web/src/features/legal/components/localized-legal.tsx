/**
 * The legal pages in the active language (issue 30): English is the text that governs and loads with the route; the
 * Spanish translation is a chunk of its own, loaded only when Spanish is active.
 */
import * as React from 'react';
import { currentLanguage } from '@/lib/i18n';
import { PrivacyPolicy as PrivacyPolicyEn } from './privacy-policy';
import { TermsOfService as TermsOfServiceEn } from './terms-of-service';

const TermsOfServiceEs = React.lazy(() => import('./terms-of-service-es').then((m) => ({ default: m.TermsOfServiceEs })));
const PrivacyPolicyEs = React.lazy(() => import('./privacy-policy-es').then((m) => ({ default: m.PrivacyPolicyEs })));

export function TermsOfService() {
  return currentLanguage() === 'es' ? (
    <React.Suspense fallback={null}>
      <TermsOfServiceEs />
    </React.Suspense>
  ) : (
    <TermsOfServiceEn />
  );
}

export function PrivacyPolicy() {
  return currentLanguage() === 'es' ? (
    <React.Suspense fallback={null}>
      <PrivacyPolicyEs />
    </React.Suspense>
  ) : (
    <PrivacyPolicyEn />
  );
}

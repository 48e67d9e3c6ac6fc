/** Auth shapes of the web app: the shared contracts (packages/shared/src/contracts/auth.ts). */
export type { AuthConfig, VerifyOtpResponse } from '@kickoff/shared';

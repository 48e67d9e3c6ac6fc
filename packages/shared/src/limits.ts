/** Business constants of spec §9 and the rulings. */
export const LIMITS = {
  eventDurationMin: 30,
  eventDurationStep: 30,
  eventDurationDefault: 120,
  eventCapacityMin: 2,
  eventCapacityDefault: 20,
  eventCapacityMax: 10_000,
  guestsMax: 10,
  eventImageBytes: 10 * 1024 * 1024,
  groupImageBytes: 5 * 1024 * 1024,
  profilePhotoBytes: 5 * 1024 * 1024,
  imageMaxSide: 1600,
  verificationCodeLength: 6,
  otpValiditySeconds: 5 * 60,
  otpMaxAttempts: 5,
  otpResendCooldownSeconds: 60,
  captchaCooldownSeconds: 60,
  featuredLimit: 6,
  dashboardUpcoming: 3,
  /** Groups with join requests on the organizer dashboard (issue 18). */
  dashboardJoinRequestGroups: 5,
  popularSports: 6,
  groupMemberPreview: 5,
  postMaxLength: 5000,
  commentMaxLength: 2000,
  recurringMaxOccurrences: 52,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  toastDurationMs: 5000,
  postJoinRedirectMs: 1500,
  authLoadingEndMs: 100,
} as const;

export const PRODUCT = {
  name: 'Kickoff',
  tagline: 'Your event. Your crew. Your city.',
  loadingText: 'Loading Kickoff...',
  supportEmail: 'support@kickoff.example',
  /**
   * The published postal address (issue 34, point 6: the app stores ask for contact details). Shown in the footer and
   * the legal pages; docs/store-listing.md lists where else it goes. Replace with the operator's before listing.
   */
  supportAddress: 'Kickoff Support, 500 Example Avenue, Suite 100, Austin, TX 78701, United States',
  legalUpdated: 'July 22, 2025',
  copyrightYear: 2025,
} as const;

// Places (issue 12), here rather than with the contracts so screens needing only these numbers load no zod schema.
export const RADIUS_KM = { min: 0.5, max: 300, default: 25 } as const;
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
/** The place search answers nothing to shorter queries. */
export const PLACE_QUERY_MIN = 2;

export type Point = { latitude: number; longitude: number };

/** Reads Better Auth's phone OTP rows (value "code:attempts"). */
import { desc, eq } from 'drizzle-orm';
import { verifications, type DbOrTx } from '@kickoff/db';

export const otpIdentifier = (phoneNumber: string) => `phone-number-otp-${phoneNumber}`;

/** Wrong tries recorded on the newest code of a number, or null when it has no code. */
export async function findOtpAttempts(db: DbOrTx, phoneNumber: string): Promise<number | null> {
  const rows = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, otpIdentifier(phoneNumber)))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!rows[0]) return null;
  const attempts = Number(rows[0].value.split(':')[1] ?? 0);
  return Number.isSafeInteger(attempts) && attempts > 0 ? attempts : 0;
}

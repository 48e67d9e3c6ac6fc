/** Parses AUTH_TEST_PHONE_NUMBERS ("+15555550100:123456,+15555550101:654321") into a number -> fixed code map. */
export function parseTestPhoneNumbers(value: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!value) return map;
  for (const entry of value.split(',')) {
    const [phone, code] = entry.split(':').map((s) => s.trim());
    if (phone && code && /^\+\d{6,15}$/.test(phone) && /^\d{6}$/.test(code)) map.set(phone, code);
  }
  return map;
}

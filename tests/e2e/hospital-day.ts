/**
 * The hospital's calendar day (spec 9: America/New_York) as yyyy-MM-dd, `offset` days from
 * today. Tests that send a date the server checks against "today" must use the hospital's day:
 * the machine's UTC day runs ahead of it every evening.
 */
export function hospitalDay(offset = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
  return new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

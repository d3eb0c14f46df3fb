/** Where the caret goes in the formatted text: just after the `digits`-th digit. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

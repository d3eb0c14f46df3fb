// The emergency board's waiting times, counted on the browser's clock from the arrival, and an
// option's meaning (a triage category's criteria) carried to the select that shows it.
import { describe, expect, it } from 'vitest';
import { waitedText } from '../../../src/client/app/emergency/use-emergency-board';
import { toChoice } from '../../../src/client/forms/widgets/select/choices';
import { minutesSince } from '../../../src/client/state/minute-clock';

describe('emergency board waiting times', () => {
  const arrived = '2026-03-02T13:00:00Z';
  it('counts whole minutes since arrival, never below 0', () => {
    expect(minutesSince(arrived, Date.parse('2026-03-02T13:00:59Z'))).toBe(0);
    expect(minutesSince(arrived, Date.parse('2026-03-02T13:01:00Z'))).toBe(1);
    expect(minutesSince(arrived, Date.parse('2026-03-02T15:05:30Z'))).toBe(125);
    // A screen whose clock runs a little behind the server's.
    expect(minutesSince(arrived, Date.parse('2026-03-02T12:59:00Z'))).toBe(0);
  });

  it('reads minutes below an hour, then hours and minutes', () => {
    expect(waitedText(0)).toBe('0 min');
    expect(waitedText(59)).toBe('59 min');
    expect(waitedText(60)).toBe('1 h 00 min');
    expect(waitedText(125)).toBe('2 h 05 min');
  });
});

describe('an option with a description', () => {
  it('keeps what the choice means', () => {
    expect(
      toChoice({ id: 'Red', name: 'Red — Emergency (immediate)', description: 'Seen at once.' }),
    ).toMatchObject({ key: 'Red', description: 'Seen at once.' });
    expect(toChoice({ id: 'Green', name: 'Green' })?.description).toBeUndefined();
  });
});

import { hearingTime } from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import { normalizeHearingTime } from './hearing';

describe('a hearing time as typed', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['9h30', '09:30'],
    ['9.30', '09:30'],
    ['930', '09:30'],
    ['1430', '14:30'],
    ['14h', '14:00'],
    [' 14 : 05 ', '14:05'],
    ['٠٩:٣٠', '09:30'],
  ])('reads %s as %s, which the contract accepts', (typed, time) => {
    expect(normalizeHearingTime(typed)).toBe(time);
    expect(hearingTime.safeParse(normalizeHearingTime(typed)).success).toBe(true);
  });

  it.each(['25:00', '9:75', '24h', 'soon', '9', '12:3'])('leaves %s for the contract to refuse', (typed) => {
    expect(hearingTime.safeParse(normalizeHearingTime(typed)).success).toBe(false);
  });
});

// Calendars: types, mountings and formats; the accessory a mounting hands over; the start month and year.

export const CALENDAR_TYPES = [
  'familienplaner',
  'kuechenkalender',
  'terminkalender',
  'tischkalender',
  'wandkalender',
] as const;
export const CALENDAR_MOUNTINGS = ['holzblock', 'holzfuss', 'ohne', 'spirale', 'lochung'] as const;
export const CALENDAR_FORMATS = [
  'a3-hoch',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-quer',
  'a6-hoch',
  'a6-quer',
  '150-400',
  '200-400',
  '130-300',
  '145-145',
  '200-200',
  '300-300',
  '265-120',
] as const;

/** Mountings that are themselves accessories; any other mounting hands over no accessory (`ohne`). */
export const ACCESSORY_MOUNTINGS: readonly string[] = ['holzblock', 'holzfuss'];

/** The accessory types a calendar hands over: the chosen ones, else its mounting when that is one, else `ohne`. */
export function calendarAccessory(mounting: string | null, chosen: string | null): string {
  if (chosen) return chosen;
  return mounting && ACCESSORY_MOUNTINGS.includes(mounting) ? mounting : 'ohne';
}

/**
 * The month (1-12) and year a calendar starts: the ones named, else those of a start date (`2027-01-01`), else
 * the current month and year.
 */
export function calendarStart(
  named: { month?: string | null; year?: string | null; startDate?: string | null },
  now: Date,
): { month: number; year: number } {
  const start = /^(\d{4})-(\d{2})/.exec(named.startDate ?? '');
  return {
    month: Number(named.month ?? start?.[2] ?? now.getUTCMonth() + 1),
    year: Number(named.year ?? start?.[1] ?? now.getUTCFullYear()),
  };
}

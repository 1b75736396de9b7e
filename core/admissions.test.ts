import { describe, expect, it } from 'vitest';
import {
  admissionYears,
  currentOrNextWindow,
  dayNumber,
  isOpenOn,
  jakartaDayNumber,
  orderSchedule,
  registrationState,
  registrationWindows,
  type ScheduleEntry,
} from './admissions';

const entry = (
  kind: ScheduleEntry['kind'],
  startsOn: string,
  endsOn = startsOn,
  label: string | null = null,
): ScheduleEntry => ({ kind, label, startsOn, endsOn });

describe('admissions days', () => {
  it('reads days as yyyymmdd numbers in Jakarta time', () => {
    expect(dayNumber('2027-06-01')).toBe(20270601);
    // 18:00 UTC on 31 May is 01:00 on 1 June in Jakarta
    expect(jakartaDayNumber(new Date('2027-05-31T18:00:00Z'))).toBe(20270601);
  });

  it('joins registration periods that overlap or touch, keeps gaps', () => {
    const windows = registrationWindows([
      entry('registration', '2027-06-20', '2027-06-25', 'Tahap 2'),
      entry('registration', '2027-06-01', '2027-06-05', 'Tahap 1'),
      entry('registration', '2027-06-06', '2027-06-07'),
      entry('test', '2027-06-10'),
    ]);
    expect(windows).toEqual([
      { opensOn: 20270601, closesOn: 20270607 },
      { opensOn: 20270620, closesOn: 20270625 },
    ]);
    expect(currentOrNextWindow(windows, 20270603)).toEqual(windows[0]);
    expect(currentOrNextWindow(windows, 20270610)).toEqual(windows[1]);
    expect(currentOrNextWindow(windows, 20270626)).toBeNull();
  });

  it('says whether registration is open, upcoming or over on a day', () => {
    const schedule = [entry('registration', '2027-06-01', '2027-06-05')];
    expect(registrationState(schedule, 20270531)).toBe('upcoming');
    expect(registrationState(schedule, 20270601)).toBe('open');
    expect(registrationState(schedule, 20270605)).toBe('open');
    expect(registrationState(schedule, 20270606)).toBe('closed');
    expect(registrationState([entry('test', '2027-06-01')], 20270601)).toBe('none');
    expect(isOpenOn({ opensOn: 20270601, closesOn: 20270605 }, 20270605)).toBe(true);
    expect(isOpenOn({ opensOn: null, closesOn: null }, 20270605)).toBe(false);
  });

  it('puts coming dates first, then past ones newest first', () => {
    const ordered = orderSchedule(
      [
        entry('announcement', '2027-07-01'),
        entry('registration', '2027-06-01', '2027-06-05'),
        entry('test', '2027-05-20'),
        entry('re_registration', '2027-07-05', '2027-07-08'),
        entry('test', '2027-05-01'),
      ],
      20270603,
    );
    expect(ordered.map((e) => [e.kind, e.past, e.current])).toEqual([
      ['registration', false, true],
      ['announcement', false, false],
      ['re_registration', false, false],
      ['test', true, false],
      ['test', true, false],
    ]);
    expect(ordered[3]!.startsOn).toBe('2027-05-20');
  });

  it('offers the current and the next academic year', () => {
    expect(admissionYears(20261127)).toEqual(['2027/2028', '2026/2027']);
    expect(admissionYears(20270301)).toEqual(['2027/2028', '2026/2027']);
    expect(admissionYears(20270715)).toEqual(['2028/2029', '2027/2028']);
  });
});

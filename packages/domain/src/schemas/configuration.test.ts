import { describe, expect, it } from 'vitest';
import {
  canEditConfigurationSection,
  CONFIGURATION_EDIT_PERMISSIONS,
  CONFIGURATION_SECTIONS,
  displaySchema,
  homeSchema,
  maxMilesSurgeSchema,
  meetAndGreetSchema,
  sectionsIn,
  timezoneSchema,
  updateConfigurationSchema,
} from './configuration.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const home = {
  contactNumber: '+1 212 555 0100',
  welcome: 'Welcome.',
  workingHours: 'Every day',
};

describe('configuration sections', () => {
  it('take money with two decimals and a percentage from 0 to 100, both required', () => {
    expect(meetAndGreetSchema.parse({ amount: 25, percentage: 0 })).toEqual({ amount: 25, percentage: 0 });
    expect(messagesOf(meetAndGreetSchema.safeParse({ amount: 0.005, percentage: 100.01 }))).toEqual({
      amount: 'Amount must have at most 2 decimals',
      percentage: 'Percentage must be between 0 and 100',
    });
    expect(messagesOf(meetAndGreetSchema.safeParse({}))).toEqual({
      amount: 'Amount is required',
      percentage: 'Percentage is required',
    });
    // 0.1 + 0.2 is not an amount a person typed.
    expect(meetAndGreetSchema.safeParse({ amount: 0.1 + 0.2, percentage: 0 }).success).toBe(false);
  });

  it('take miles with one decimal, up to 10,000', () => {
    expect(maxMilesSurgeSchema.parse({ maxMiles: 99.5, amount: 50 })).toEqual({ maxMiles: 99.5, amount: 50 });
    expect(messagesOf(maxMilesSurgeSchema.safeParse({ maxMiles: 99.55, amount: 50 }))).toEqual({
      maxMiles: 'Maximum miles must have at most 1 decimal',
    });
    expect(messagesOf(maxMilesSurgeSchema.safeParse({ maxMiles: 10_001, amount: 50 }))).toEqual({
      maxMiles: 'Maximum miles must be at most 10,000',
    });
  });

  it('fill the optional home texts and the FAQ, trim them, and refuse an empty question', () => {
    expect(homeSchema.parse({ ...home, welcome: '  Welcome.  ' })).toEqual({
      ...home,
      services: '',
      coreValues: '',
      satisfaction: '',
      payment: '',
      faq: [],
    });
    expect(
      messagesOf(homeSchema.safeParse({ ...home, contactNumber: 'soon', faq: [{ question: ' ', answer: 'A' }] })),
    ).toEqual({
      contactNumber: 'Enter a phone number, such as +1 212 555 0100',
      'faq.0.question': 'Question is required',
    });
    expect(homeSchema.safeParse({ ...home, colour: 'red' }).success).toBe(false);
  });

  it('take the 12- or the 24-hour clock, and nothing else (decision 056)', () => {
    expect(displaySchema.parse({ timeFormat: '24h' })).toEqual({ timeFormat: '24h' });
    for (const timeFormat of ['12', 'AM/PM', '', null, 24]) {
      expect(messagesOf(displaySchema.safeParse({ timeFormat })), String(timeFormat)).toEqual({
        timeFormat: 'Choose the 12-hour or the 24-hour clock',
      });
    }
    expect(displaySchema.safeParse({ timeFormat: '12h', weekday: true }).success).toBe(false);
  });

  it('save a time zone by its IANA name', () => {
    expect(timezoneSchema.parse('america/los_angeles')).toBe('America/Los_Angeles');
    expect(messagesOf(timezoneSchema.safeParse('Mars/Olympus'))).toEqual({
      '': 'Choose a time zone from the list, such as America/New_York',
    });
  });
});

describe('saving the configuration', () => {
  it('takes the version and exactly one section', () => {
    expect(updateConfigurationSchema.parse({ version: 3, extraStopCharges: { amount: 15 } })).toEqual({
      version: 3,
      extraStopCharges: { amount: 15 },
    });
    for (const body of [{ version: 3 }, { version: 3, extraStopCharges: { amount: 1 }, timezone: 'UTC' }]) {
      expect(messagesOf(updateConfigurationSchema.safeParse(body))['']).toMatch(/^Send exactly one section/);
    }
    expect(updateConfigurationSchema.safeParse({ extraStopCharges: { amount: 1 } }).success).toBe(false);
  });

  it('names the sections a raw body holds, whatever else is in it', () => {
    expect(sectionsIn({ version: 1, home: null, messages: 'x', colour: 1 })).toEqual(['home', 'messages']);
    expect(sectionsIn('home')).toEqual([]);
    expect(sectionsIn(null)).toEqual([]);
    expect(sectionsIn(Object.create({ home: {} }))).toEqual([]);
  });

  it('needs each section’s permission, and administrators for the time zone', () => {
    const holder = (permissions: string[]) => ({ isAdmin: false, permissions });
    expect(canEditConfigurationSection(holder(['configurations:home']), 'home')).toBe(true);
    expect(canEditConfigurationSection(holder(['configurations:home']), 'messages')).toBe(false);
    expect(canEditConfigurationSection(holder([...CONFIGURATION_EDIT_PERMISSIONS]), 'timezone')).toBe(false);
    expect(canEditConfigurationSection(holder([...CONFIGURATION_EDIT_PERMISSIONS]), 'display')).toBe(false);
    for (const section of CONFIGURATION_SECTIONS) {
      expect(canEditConfigurationSection({ isAdmin: true, permissions: [] }, section)).toBe(true);
      expect(canEditConfigurationSection(null, section)).toBe(false);
    }
    expect(CONFIGURATION_EDIT_PERMISSIONS).toEqual([
      'configurations:meet-and-greet',
      'configurations:max-miles-surge',
      'configurations:extra-stop',
      'configurations:home',
      'configurations:messages',
    ]);
  });
});

/**
 * A time of day as a person types it (issue 38 item 18, decision 089), read on the business's 12- or 24-hour clock
 * (decision 056). Lenient in what it takes — "9:30 PM", "930pm", "9.30 p.m.", "21:30", "2130", "21h30", any case and
 * spacing, on either clock — and strict in what it answers: `HH:MM` on the 24-hour clock, what the forms keep and the
 * API takes, or a sentence saying how to type it. A kept time is shown back through `formatClockTime`, the one
 * formatter.
 */
import type { TimeFormat } from './time-format.js';

/** The example each clock's fields give, and their refusals repeat. */
export const TIME_EXAMPLE: Record<TimeFormat, string> = { '12h': '9:30 PM', '24h': '21:30' };

/** The placeholder of a time field on each clock. */
export const TIME_PLACEHOLDER: Record<TimeFormat, string> = { '12h': 'h:mm AM/PM', '24h': 'HH:MM' };

/** The helper under a time field: what it takes, with an example on the business's clock. */
export const timeHelper = (format: TimeFormat): string => `Hours and minutes, e.g. ${TIME_EXAMPLE[format]}`;

/**
 * The keyboard a phone shows: the 24-hour clock needs only digits ("2130" reads as 21:30, and an iPhone's number pad
 * has no colon), the 12-hour clock needs the letters of AM and PM.
 */
export const TIME_INPUT_MODE: Record<TimeFormat, 'numeric' | 'text'> = { '12h': 'text', '24h': 'numeric' };

/** The longest text a time field takes: "12:30 p.m." with room for spaces. */
export const TIME_TEXT_MAX = 16;

export type TypedTime = { ok: true; time: string } | { ok: false; message: string };

// Hours with their minutes after a separator ("9:30", "21.30", "21h30"), or digits alone ("9", "930", "2130"), then
// an optional AM or PM ("pm", "p", "p.m."). Spaces are taken out before: "9 : 30 P M" reads as "9:30pm".
const TYPED = /^(?:(\d{1,2})[:.h](\d{2})|(\d{1,4}))(?:([ap])\.?(?:m\.?)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');
const refused = (message: string): TypedTime => ({ ok: false, message });

/**
 * Reads a typed time on the business's clock. On the 12-hour clock, hours from 1 to 12 need AM or PM (9:30 is
 * either); 0, 13–23 and hours written with a leading zero (09:30) are taken without, as nobody means anything else by
 * them. On the 24-hour clock AM and PM are taken too. `subject` names the field in the refusal ("the pickup time").
 */
export function parseTypedTime(text: string, format: TimeFormat, subject = 'the time'): TypedTime {
  const asked = `Type ${subject} as ${TIME_EXAMPLE[format]}`;
  const match = TYPED.exec(text.toLowerCase().replace(/\s+/g, ''));
  if (!match) return refused(asked);
  const [, separatedHours, separatedMinutes, digits, half] = match;
  // One or two digits alone are the hours; three or four end with the minutes ("930" is 9:30).
  const hoursText = separatedHours ?? (digits !== undefined && digits.length > 2 ? digits.slice(0, -2) : digits) ?? '';
  let hours = Number(hoursText);
  const minutes = Number(separatedMinutes ?? (digits !== undefined && digits.length > 2 ? digits.slice(-2) : 0));
  if (hours > 23 || minutes > 59) return refused(asked);
  if (half !== undefined) {
    // 0:30 AM is as plain as 12:30 AM, and 13:30 PM as 1:30 PM; 13:30 AM and 0:30 PM say two things.
    if (hours === 0 && half === 'p') return refused(asked);
    if (hours > 12) return half === 'p' ? { ok: true, time: `${pad(hours)}:${pad(minutes)}` } : refused(asked);
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (format === '12h' && hours >= 1 && hours <= 12 && !hoursText.startsWith('0')) {
    // "09:30" is the 24-hour clock's way: nobody writes a 12-hour clock's hour with a leading zero.
    const written = `${hours}:${pad(minutes)}`;
    return refused(`Add AM or PM to ${subject}: ${written} AM or ${written} PM`);
  }
  return { ok: true, time: `${pad(hours)}:${pad(minutes)}` };
}

/** What a form keeps of a typed time: `HH:MM` when it reads as one, else nothing (its field shows the text typed). */
export function typedTimeValue(text: string, format: TimeFormat): string {
  const typed = parseTypedTime(text, format);
  return typed.ok ? typed.time : '';
}

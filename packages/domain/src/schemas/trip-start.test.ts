import { describe, expect, it } from 'vitest';
import { airportChoice, readTripStart, TRIP_START_ADDRESS_MAX } from './trip-start.js';

const read = (query: string) => readTripStart(new URLSearchParams(query));

describe('readTripStart', () => {
  it("is null unless the first step's form sent it (its button's value)", () => {
    expect(read('')).toBeNull();
    expect(read('isGettingAQuote=false')).toBeNull();
    expect(read('start=book')).toBeNull();
  });

  it('reads every field the form sends', () => {
    expect(
      read(
        'start=next&tripType=to-airport&airport=3%3A17&address=350+5th+Ave%2C+New+York%2C+NY+10118' +
          '&pickUpDate=2026-12-01&pickUpTime=07%3A15&passengers=2&isRoundTrip=on&returnDate=2026-12-03&returnTime=18%3A30',
      ),
    ).toEqual({
      tripType: 'to-airport',
      airportId: 3,
      terminalId: 17,
      address: '350 5th Ave, New York, NY 10118',
      pickUpDate: '2026-12-01',
      pickUpTime: '07:15',
      passengers: 2,
      isRoundTrip: true,
      returnDate: '2026-12-03',
      returnTime: '18:30',
      action: 'next',
    });
  });

  it('reads the choice airportChoice writes, with or without a terminal', () => {
    expect(read(`start=next&airport=${airportChoice(5)}`)).toMatchObject({ airportId: 5, terminalId: null });
    expect(read(`start=next&airport=${airportChoice(5, 9)}`)).toMatchObject({ airportId: 5, terminalId: 9 });
  });

  it('leaves what is not a value empty, for step 1 to name: nothing is refused outright', () => {
    const start = read(
      'start=add-stop&tripType=point-to-point&airport=3%3A4%3A5&pickUpDate=tomorrow&pickUpTime=7pm&passengers=1000' +
        '&isRoundTrip=yes&returnDate=2026-13&returnTime=25',
    );
    expect(start).toEqual({
      tripType: 'from-airport',
      airportId: null,
      terminalId: null,
      address: '',
      pickUpDate: '',
      // Times as typed: the wizard reads them on the business's clock, and shows one it cannot read with its refusal.
      pickUpTime: '7pm',
      passengers: null,
      isRoundTrip: false,
      returnDate: '',
      returnTime: '25',
      action: 'add-stop',
    });
    for (const airport of ['0', '-1', 'x', '99999999999', '1e3', '3:x']) {
      expect(read(`start=next&airport=${encodeURIComponent(airport)}`)?.terminalId, airport).toBeNull();
    }
    expect(read('start=next&airport=99999999999')?.airportId).toBeNull();
    expect(read('start=next&passengers=0')?.passengers).toBeNull();
    expect(read('start=next&passengers=')?.passengers).toBeNull();
  });

  it('keeps a typed time as text, trimmed and cut to a time field’s length (decision 089)', () => {
    expect(read('start=next&pickUpTime=+9%3A30+pm+&returnTime=21%3A30')).toMatchObject({
      pickUpTime: '9:30 pm',
      returnTime: '21:30',
    });
    expect(read(`start=next&pickUpTime=${'9'.repeat(40)}%00`)?.pickUpTime).toBe('9'.repeat(16));
  });

  it('reads a date typed as eight digits (an iPhone’s number pad has no hyphen) year-month-day, and no other form', () => {
    const start = read('start=next&pickUpDate=20301231&returnDate=+2031-01-02+');
    expect(start).toMatchObject({ pickUpDate: '2030-12-31', returnDate: '2031-01-02' });
    expect(read('start=next&pickUpDate=12%2F31%2F2030')?.pickUpDate).toBe('');
    expect(read('start=next&pickUpDate=2030123')?.pickUpDate).toBe('');
  });

  it('keeps an address without NUL characters, trimmed, and no longer than the wizard takes', () => {
    expect(read(`start=next&address=${encodeURIComponent('  12 Main\u0000 St  ')}`)?.address).toBe('12 Main St');
    expect(read(`start=next&address=${'a'.repeat(5000)}`)?.address).toHaveLength(TRIP_START_ADDRESS_MAX);
  });
});

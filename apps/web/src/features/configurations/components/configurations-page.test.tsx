import { CONFIGURATION_SECTIONS, widgetSnippet, type Configuration, type Permission } from '@livery/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayClock, formatCell, setDisplayClock } from '../../../components/data-table';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';

const RECORD: Configuration = {
  id: 1,
  meetAndGreet: { amount: 25, percentage: 0 },
  maxMilesSurge: { maxMiles: 100, amount: 50 },
  extraStopCharges: { amount: 15 },
  home: {
    contactNumber: '+1 212 555 0100',
    welcome: 'Welcome.',
    services: '',
    coreValues: '',
    satisfaction: '',
    payment: '',
    workingHours: 'Always open',
    faq: [{ question: 'Pets?', answer: 'Yes.' }],
  },
  messages: { reservationAlert: '<p>Call us.</p>' },
  timezone: 'America/New_York',
  customerPolicy: { cancelCutoffHours: 24, cancelFeePercentage: 0, officeEmail: '' },
  display: { timeFormat: '12h' },
  dayOfTrip: { averageSpeedMph: 30, tripExtras: [], waitingMinuteAmount: 0 },
  bookingWidget: { allowedOrigins: ['https://www.example.com'] },
  quotes: { validDays: 7, acceptance: 'pay-online' },
  booking: { pointToPointForEveryone: false },
  version: 4,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

interface Server {
  record: Configuration;
  /** What each PUT does: the default saves at the right version, else 409. */
  onPut?: (body: Record<string, unknown>) => Response | undefined;
  puts: Record<string, unknown>[];
}

function serve(server: Server) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    if (path === '/api/v1/configurations' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ data: server.record });
    if (path === '/api/v1/configurations/1' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      server.puts.push(body);
      const answer = server.onPut?.(body);
      if (answer) return answer;
      if (body['version'] !== server.record.version) {
        return jsonResponse({ error: { code: 'CONFLICT', message: 'Someone else saved the configuration.' } }, 409);
      }
      const { version: _version, ...section } = body;
      server.record = { ...server.record, ...section, version: server.record.version + 1 };
      return jsonResponse({ data: server.record });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
}

async function renderPage(permissions: Permission[], isAdmin = false) {
  signInAs(buildUser({ permissions: ['configurations:view', ...permissions], isAdmin }));
  const { ConfigurationsPage } = await import('./configurations-page');
  return renderRoutes([{ path: '/', element: <ConfigurationsPage /> }], '/');
}

const card = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  await import('./configurations-page');
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the configuration screen', () => {
  it('shows every section read-only, without Save, to someone who may only view it', async () => {
    serve({ record: RECORD, puts: [] });
    await renderPage([]);
    await screen.findByRole('region', { name: 'Meet & greet' });
    expect(screen.queryAllByRole('button', { name: 'Save' })).toEqual([]);
    expect(screen.getAllByText('Read only')).toHaveLength(CONFIGURATION_SECTIONS.length);
    expect(
      (within(card('Meet & greet')).getByRole('spinbutton', { name: 'Amount' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(card('Home page')).getByText(/configurations:home/)).toBeTruthy();
    expect(within(card('Time zone')).getByText(/Only an administrator may change it/)).toBeTruthy();
    expect(within(card('Home page')).queryByRole('button', { name: 'Add a question' })).toBeNull();
    // The alert shows as it reads, not in an editor.
    expect(await within(card('Messages')).findByText('Call us.')).toBeTruthy();
  });

  it('lets a person save the sections their permissions name, and only those', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage(['configurations:meet-and-greet', 'configurations:home']);
    const meetAndGreet = await screen.findByRole('region', { name: 'Meet & greet' });
    expect(within(meetAndGreet).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(card('Home page')).getByRole('button', { name: 'Save' })).toBeTruthy();
    for (const name of ['Maximum miles surge', 'Extra stops', 'Time zone', 'Messages']) {
      expect(within(card(name)).queryByRole('button', { name: 'Save' }), name).toBeNull();
    }
    fireEvent.change(within(meetAndGreet).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '30.5' } });
    fireEvent.click(within(meetAndGreet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.puts).toEqual([{ version: 4, meetAndGreet: { amount: 30.5, percentage: 0 } }]));
  });

  it('lets an administrator switch the clock to 24 hours, which every time shown follows at once', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage([], true);
    const timeFormat = await screen.findByRole('region', { name: 'Time format' });
    fireEvent.mouseDown(within(timeFormat).getByRole('combobox', { name: 'Clock' }));
    fireEvent.click(await screen.findByRole('option', { name: '24-hour (14:30)' }));
    fireEvent.click(within(timeFormat).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.puts).toEqual([{ version: 4, display: { timeFormat: '24h' } }]));
    await waitFor(() => expect(displayClock().timeFormat).toBe('24h'));
    expect(formatCell('2026-11-24T03:30:00Z', 'dateTime')).toBe('2026-11-23 22:30');
    setDisplayClock({ timeZone: 'America/New_York', timeFormat: '12h' });
    expect(formatCell('2026-11-24T03:30:00Z', 'dateTime')).toBe('2026-11-23 10:30 PM');
  });

  it('shows the schema’s messages on the fields and sends nothing', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage(['configurations:meet-and-greet']);
    const meetAndGreet = await screen.findByRole('region', { name: 'Meet & greet' });
    fireEvent.change(within(meetAndGreet).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '' } });
    fireEvent.change(within(meetAndGreet).getByRole('spinbutton', { name: 'Percentage' }), {
      target: { value: '101' },
    });
    fireEvent.click(within(meetAndGreet).getByRole('button', { name: 'Save' }));
    expect(await within(meetAndGreet).findByText('Amount is required')).toBeTruthy();
    expect(within(meetAndGreet).getByText('Percentage must be between 0 and 100')).toBeTruthy();
    expect(server.puts).toEqual([]);
  });

  it('keeps what is typed in one card when another is saved, and saves it at the new version', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage([], true);
    const stops = await screen.findByRole('region', { name: 'Extra stops' });
    fireEvent.change(within(stops).getByRole('spinbutton', { name: 'Amount per stop' }), { target: { value: '18' } });
    const surge = card('Maximum miles surge');
    fireEvent.change(within(surge).getByRole('spinbutton', { name: 'Maximum miles' }), { target: { value: '80' } });
    fireEvent.click(within(surge).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.record.version).toBe(5));
    await waitFor(() =>
      expect((within(stops).getByRole('spinbutton', { name: 'Amount per stop' }) as HTMLInputElement).value).toBe('18'),
    );
    fireEvent.click(within(stops).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.puts.at(-1)).toEqual({ version: 5, extraStopCharges: { amount: 18 } }));
    expect(server.record.extraStopCharges).toEqual({ amount: 18 });
  });

  it('saves over a stale version when someone else saved only another section', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage([], true);
    const stops = await screen.findByRole('region', { name: 'Extra stops' });
    // Someone else saves the home page; this screen has not heard of it.
    server.record = { ...server.record, home: { ...server.record.home, welcome: 'Hello.' }, version: 9 };
    fireEvent.change(within(stops).getByRole('spinbutton', { name: 'Amount per stop' }), { target: { value: '19' } });
    fireEvent.click(within(stops).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.record.extraStopCharges).toEqual({ amount: 19 }));
    expect(server.puts.map((put) => put['version'])).toEqual([4, 9]);
    expect(within(stops).queryByRole('alert')).toBeNull();
  });

  it('says so and shows their values when someone else saved the same section first', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage([], true);
    const stops = await screen.findByRole('region', { name: 'Extra stops' });
    server.record = { ...server.record, extraStopCharges: { amount: 21 }, version: 5 };
    fireEvent.change(within(stops).getByRole('spinbutton', { name: 'Amount per stop' }), { target: { value: '19' } });
    fireEvent.click(within(stops).getByRole('button', { name: 'Save' }));
    const alert = await within(card('Extra stops')).findByRole('alert');
    expect(alert.textContent).toMatch(/Your change was not saved: someone else saved extra stops/);
    expect(
      (within(card('Extra stops')).getByRole('spinbutton', { name: 'Amount per stop' }) as HTMLInputElement).value,
    ).toBe('21');
    expect(server.puts).toEqual([{ version: 4, extraStopCharges: { amount: 19 } }]);
  });

  it('edits the questions of the home page: add, reorder and remove', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    await renderPage(['configurations:home']);
    const home = await screen.findByRole('region', { name: 'Home page' });
    fireEvent.click(within(home).getByRole('button', { name: 'Add a question' }));
    fireEvent.change(within(home).getByRole('textbox', { name: 'Question 2' }), { target: { value: 'Seats?' } });
    fireEvent.change(within(home).getByRole('textbox', { name: 'Answer 2' }), { target: { value: 'Free.' } });
    fireEvent.click(within(home).getByRole('button', { name: 'Move question 2 up' }));
    expect((within(home).getByRole('textbox', { name: 'Question 1' }) as HTMLInputElement).value).toBe('Seats?');
    fireEvent.click(within(home).getByRole('button', { name: 'Add a question' }));
    fireEvent.click(within(home).getByRole('button', { name: 'Save' }));
    expect(await within(home).findByText('Question is required')).toBeTruthy();
    fireEvent.click(within(home).getByRole('button', { name: 'Remove question 3' }));
    fireEvent.click(within(home).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect((server.puts[0]!['home'] as Configuration['home']).faq).toEqual([
      { question: 'Seats?', answer: 'Free.' },
      { question: 'Pets?', answer: 'Yes.' },
    ]);
  });

  it('shows the booking widget’s snippet to copy, and saves the websites one a line as the list', async () => {
    const server: Server = { record: RECORD, puts: [] };
    serve(server);
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copied = vi.spyOn(toast, 'success');
    await renderPage([], true);
    const widget = await screen.findByRole('region', { name: 'Booking widget' });
    const { script, iframe } = widgetSnippet(window.location.origin);
    expect(script).toBe(`<script src="${window.location.origin}/embed.js" async></script>`);
    const scriptBox = within(widget).getByRole('textbox', { name: 'Script snippet' }) as HTMLTextAreaElement;
    expect([scriptBox.value, scriptBox.readOnly]).toEqual([script, true]);
    expect((within(widget).getByRole('textbox', { name: 'Iframe snippet' }) as HTMLTextAreaElement).value).toBe(iframe);
    fireEvent.click(within(widget).getByRole('button', { name: 'Copy the script snippet' }));
    await waitFor(() => expect(copied).toHaveBeenCalledWith('Copied'));
    fireEvent.click(within(widget).getByRole('button', { name: 'Copy the iframe snippet' }));
    await waitFor(() => expect(writeText.mock.calls).toEqual([[script], [iframe]]));

    const websites = within(widget).getByRole('textbox', { name: 'Allowed websites' }) as HTMLTextAreaElement;
    expect(websites.value).toBe('https://www.example.com');
    fireEvent.change(websites, { target: { value: 'https://www.example.com\n\n  HTTP://Localhost:5173/ \n' } });
    fireEvent.click(within(widget).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.puts).toEqual([
        { version: 4, bookingWidget: { allowedOrigins: ['https://www.example.com', 'http://localhost:5173'] } },
      ]),
    );
    await waitFor(() => expect(websites.value).toBe('https://www.example.com\nhttp://localhost:5173'));
  });

  it('puts the schema’s and the server’s message about one website on the websites’ field', async () => {
    const message = '“https://a.test” is not an origin. Enter an origin such as https://www.example.com';
    const server: Server = {
      record: RECORD,
      puts: [],
      onPut: () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'Check the fields.',
              fields: { 'bookingWidget.allowedOrigins.1': message },
            },
          },
          400,
        ),
    };
    serve(server);
    await renderPage([], true);
    const widget = await screen.findByRole('region', { name: 'Booking widget' });
    const websites = within(widget).getByRole('textbox', { name: 'Allowed websites' });
    fireEvent.change(websites, { target: { value: 'https://www.example.com/book' } });
    fireEvent.click(within(widget).getByRole('button', { name: 'Save' }));
    expect(
      await within(widget).findByText(
        '“https://www.example.com/book” is not an origin. Enter an origin such as https://www.example.com (scheme and host, no path)',
      ),
    ).toBeTruthy();
    expect(server.puts).toEqual([]);
    fireEvent.change(websites, { target: { value: 'https://www.example.com\nhttps://a.test' } });
    fireEvent.click(within(widget).getByRole('button', { name: 'Save' }));
    expect(await within(widget).findByText(message)).toBeTruthy();
    expect(websites.getAttribute('aria-invalid')).toBe('true');
  });
});

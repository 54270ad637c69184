import '../app/fonts.css';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { isEmbedded } from '../lib/embedding';
import { createQueryClient } from '../lib/query-client';
import { restoreSession } from '../lib/session';
import { BOOKING_PATH, bookRoutes } from './book-routes';
import { mount } from '../lib/mount';

/**
 * The booking entry (`book.html`, decision 066): the visitor's `/reservation/create` and the booking widget
 * (`/embed/book`), without the dashboard's shell, menus and live updates. In another site's frame the router keeps
 * its place in memory: the frame's address stays the widget's, which is the only one its page may frame.
 */
const queryClient = createQueryClient();
const router = isEmbedded
  ? createMemoryRouter(bookRoutes, { initialEntries: [BOOKING_PATH] })
  : createBrowserRouter(bookRoutes);
void restoreSession(queryClient);

mount(<App queryClient={queryClient} router={router} />);

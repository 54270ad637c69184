import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount } from './mount';

describe('mounting an entry', () => {
  it('takes over a page of the server’s: its own content leaves, and the page has one main landmark (issue 38)', async () => {
    // The home as the server sends someone signed in (decision 064): its page, hidden by `html.app`, and the app's root.
    document.body.innerHTML =
      '<div id="site"><header class="bar"></header><main id="main"><h1>Chauffeured rides</h1></main></div>' +
      '<div id="root"></div>';
    mount(
      <main>
        <h1>Hello, Ada</h1>
      </main>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeTruthy();
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.getElementById('site')).toBeNull();
  });
});

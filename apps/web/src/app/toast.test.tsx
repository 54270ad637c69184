import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { createTestQueryClient } from '../testing/test-utils';
import { toast } from '../lib/toast';

describe('the toasts', () => {
  it('load react-toastify with the first one, which shows once the container has mounted (issue 38)', async () => {
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <p>A screen</p>
      </AppProvider>,
    );
    expect(document.querySelector('.Toastify')).toBeNull();
    toast.success('Car created');
    toast.error('The car was not saved');
    expect(await screen.findByText('Car created')).toBeTruthy();
    expect(await screen.findByText('The car was not saved')).toBeTruthy();
  });
});

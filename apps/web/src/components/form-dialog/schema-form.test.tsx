import { loginSchema } from '@livery/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/test-utils';
import { SchemaForm } from './schema-form';

const FIELDS = [
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'password', label: 'Password', kind: 'password' },
] as const;

describe('schema form', () => {
  it('draws at once with a schema still loading, and validates with it once it came', async () => {
    let resolve: (schema: typeof loginSchema) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof loginSchema>((done) => (resolve = done)));
    const onSubmit = vi.fn(async () => undefined);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SchemaForm
              schema={load}
              defaultValues={{ email: '', password: '' }}
              fields={FIELDS}
              onSubmit={onSubmit}
              layout={({ fields }) => (
                <>
                  {fields}
                  <button type="submit">Sign in</button>
                </>
              )}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(load).toHaveBeenCalled(); // fetched while the person types

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    resolve(loginSchema);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});

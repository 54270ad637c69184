import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type User } from '@livery/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-dialog/form-field';
import { notifyError } from '../../../lib/notify-error';
import { useSession } from '../../../lib/session';
import { personFields, useUpdateProfile } from '../../people';

type Values = z.input<typeof updateProfileSchema>;

/** Profile info: name, phone, and for drivers carrier, SSN, date of birth and address (version-checked). */
export function ProfileInfoForm({ user }: { user: User }) {
  const { user: viewer, can } = useSession();
  const isDriver = user.Roles.some((r) => r.name.toLowerCase() === 'driver');
  const seesSsn = can('drivers:edit') || viewer?.id === user.id;
  const fields = useMemo(
    () =>
      personFields({
        isDriver,
        ssnHelper: user.socialSecurityNumber
          ? `Stored: ${user.socialSecurityNumber}. Leave empty to keep it.`
          : '123-45-6789',
      }).filter((f) => seesSsn || f.name !== 'socialSecurityNumber'),
    [isDriver, seesSsn, user.socialSecurityNumber],
  );
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    values: {
      firstName: user.firstName,
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      phoneType: (user.phoneType ?? undefined) as Values['phoneType'],
      dob: user.dob ?? undefined,
      address: user.address ?? '',
      version: user.version,
    },
  });
  const names = fields.map((f) => f.name as string);
  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ id: user.id, input });
    } catch (error) {
      notifyError(error, { setError: form.setError, fieldNames: names });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="subtitle1" gutterBottom>
        {user.fullName} · {user.email}
      </Typography>
      <form noValidate onSubmit={submit} aria-label="Profile info">
        <Stack sx={{ gap: 2, pt: 1 }}>
          {fields.map((config, index) => (
            <Controller
              key={config.name}
              name={config.name}
              control={form.control}
              render={({ field, fieldState }) => (
                <FormField
                  field={field}
                  fieldState={fieldState}
                  config={config}
                  disabled={busy}
                  autoFocus={index === 0}
                />
              )}
            />
          ))}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}

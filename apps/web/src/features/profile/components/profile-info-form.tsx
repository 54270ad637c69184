import { hasRole, phoneTypeSchema, updateProfileSchema, type User } from '@livery/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { z } from 'zod';
import { SchemaForm, SubmitRow } from '../../../components/form-dialog';
import { useSession } from '../../../lib/session';
import { personFields, useUpdateProfile } from '../../people';

type Values = z.input<typeof updateProfileSchema>;

/** Profile info: name, phone, and for drivers carrier, SSN, date of birth and address (version-checked). */
export function ProfileInfoForm({ user }: { user: User }) {
  const { user: viewer, can } = useSession();
  const isDriver = hasRole(user, 'driver');
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
  const values: Values = {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    phoneType: phoneTypeSchema.safeParse(user.phoneType).data,
    dob: user.dob ?? undefined,
    address: user.address ?? '',
    version: user.version,
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="subtitle1" gutterBottom>
        {user.fullName} · {user.email}
      </Typography>
      <SchemaForm
        label="Profile info"
        schema={updateProfileSchema}
        values={values}
        fields={fields}
        onSubmit={(input) => update.mutateAsync({ id: user.id, input })}
        layout={({ fields: drawn, isSubmitting }) => (
          <Stack sx={{ gap: 2, pt: 1 }}>
            {drawn}
            <SubmitRow disabled={isSubmitting} />
          </Stack>
        )}
      />
    </Paper>
  );
}

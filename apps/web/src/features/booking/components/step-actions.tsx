import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface StepActionsProps {
  onBack?: (() => void) | undefined;
  /** The main button: "Next", "Proceed"; none on the payment step (it books itself). */
  next?: { label: string; onClick: () => void; disabled?: boolean } | undefined;
  /** Why Next did not go on (the fields to correct, a price still loading). */
  problems: readonly string[];
  extra?: ReactNode;
}

/** Back and Next under a step, with what stopped Next read out once (role=alert). */
export function StepActions({ onBack, next, problems, extra }: StepActionsProps) {
  return (
    <Stack sx={{ gap: 2, mt: 3 }}>
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <>
              Please correct:
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {onBack ? (
          <Button onClick={onBack} variant="outlined">
            Back
          </Button>
        ) : (
          <span />
        )}
        <Stack direction="row" sx={{ gap: 2 }}>
          {extra}
          {next && (
            <Button variant="contained" onClick={next.onClick} disabled={next.disabled}>
              {next.label}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

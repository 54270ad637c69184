import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { WIZARD_FRAME } from '@livery/domain';
import { STEP_LABELS, STEPS, type Step as WizardStep } from '../wizard/wizard-state';

export interface WizardStepperProps {
  step: WizardStep;
  /** The steps of this flow: all five, or the update screen's four (no payment). */
  steps?: readonly WizardStep[];
  /** Steps not taken (the customer step of a quote): shown, never reachable from here. */
  skipped: readonly WizardStep[];
  onGoTo: (step: WizardStep) => void;
}

/** On a phone only the current step's label shows (the step heading names it too). */
const labelOnPhoneHidden = { '& .MuiStepLabel-labelContainer': { display: { xs: 'none', sm: 'block' } } };

/**
 * The steps as an ordered list, the current one marked `aria-current="step"`. A step already done is a
 * link-button back to it. (MUI's StepButton would make the whole stepper a tablist, which a wizard is not.)
 */
export function WizardStepper({ step, steps = STEPS, skipped, onGoTo }: WizardStepperProps) {
  const active = steps.indexOf(step);
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      nonLinear
      aria-label={WIZARD_FRAME.stepsLabel}
      sx={{ p: 0, m: 0, mb: 3 }}
    >
      {steps.map((name, i) => {
        const isSkipped = skipped.includes(name);
        const isDone = i < active && !isSkipped;
        return (
          <Step
            key={name}
            completed={isDone}
            disabled={!isDone && i !== active}
            aria-current={i === active ? 'step' : undefined}
            sx={i === active ? undefined : labelOnPhoneHidden}
          >
            <StepLabel
              optional={isSkipped ? <Typography variant="caption">{WIZARD_FRAME.skippedNote}</Typography> : undefined}
            >
              {isDone ? (
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={() => onGoTo(name)}
                  sx={{ font: 'inherit' }}
                >
                  {STEP_LABELS[name]}
                </Link>
              ) : (
                STEP_LABELS[name]
              )}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}

import { mdiDelete, mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import type { CardForm } from './card-form';
import { BoxRow, CardBox, CardSection, ReadOnly } from './card-fields';

/** Zones (where a place is) and the flat rates between them. */
export function PlacesSection() {
  const readOnly = useContext(ReadOnly);
  const { control } = useFormContext<CardForm>();
  const zones = useFieldArray({ control, name: 'zones', keyName: 'key' });
  const rates = useFieldArray({ control, name: 'flatRates' });
  const zoneNames = useWatch({ control, name: 'zones' });
  const classes = useWatch({ control, name: 'classes' });
  const zoneOptions = zoneNames.map((zone) => ({ value: String(zone.id), label: zone.name || `Zone ${zone.id}` }));
  const classOptions = classes.map((carClass) => ({ value: String(carClass.carId), label: carClass.name }));
  const nextZoneId = Math.max(0, ...zoneNames.map((zone) => zone.id)) + 1;

  return (
    <>
      <CardSection
        title="Zones"
        actions={
          !readOnly && (
            <Button
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => zones.append({ id: nextZoneId, name: '', zips: '', cities: '', airports: '' })}
            >
              Add zone
            </Button>
          )
        }
      >
        {zones.fields.length === 0 && <Typography color="text.secondary">No zones.</Typography>}
        {zones.fields.map((zone, i) => (
          <Paper key={zone.key} variant="outlined" sx={{ p: 2 }}>
            <Stack sx={{ gap: 2 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <CardBox name={`zones.${i}.name`} label="Zone name" />
                {!readOnly && (
                  <IconButton aria-label={`Remove zone ${zoneNames[i]?.name ?? ''}`} onClick={() => zones.remove(i)}>
                    <MdiIcon path={mdiDelete} />
                  </IconButton>
                )}
              </Stack>
              <CardBox name={`zones.${i}.zips`} label="ZIP codes" helperText="Comma-separated: 10001, 10011" />
              <CardBox name={`zones.${i}.cities`} label="Cities" helperText="Comma-separated" />
              <CardBox
                name={`zones.${i}.airports`}
                label="Airports"
                helperText="Airport codes, comma-separated: JFK, LGA"
              />
            </Stack>
          </Paper>
        ))}
      </CardSection>
      <CardSection
        title="Flat rates"
        actions={
          !readOnly && (
            <Button
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => rates.append({ zoneA: '', zoneB: '', carId: '', price: '' })}
            >
              Add flat rate
            </Button>
          )
        }
      >
        <Typography variant="body2" color="text.secondary">
          The price of a car class between two zones, either direction.
        </Typography>
        {rates.fields.map((rate, i) => (
          <Stack key={rate.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <BoxRow>
              <CardBox name={`flatRates.${i}.zoneA`} label="From zone" options={zoneOptions} />
              <CardBox name={`flatRates.${i}.zoneB`} label="To zone" options={zoneOptions} />
              <CardBox name={`flatRates.${i}.carId`} label="Car class" options={classOptions} />
              <CardBox name={`flatRates.${i}.price`} label="Price" unit="$" numeric />
            </BoxRow>
            {!readOnly && (
              <IconButton aria-label={`Remove flat rate ${i + 1}`} onClick={() => rates.remove(i)}>
                <MdiIcon path={mdiDelete} />
              </IconButton>
            )}
          </Stack>
        ))}
      </CardSection>
    </>
  );
}

import { createCarSchema, updateCarSchema, type Car } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import type { CrudDialogProps } from '../../../components/crud';
import { errorMessage } from '../../../lib/api-error';
import { carsApi, carUpdateOf } from '../api/cars-api';
import { uploadCarImage } from '../api/upload-car-image';
import { CarImagePicker } from './car-image-picker';

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'toAdd', label: 'To Add', kind: 'number', adornment: '$', required: true },
  { name: 'toMultiply', label: 'To Multiply', kind: 'number', adornment: '$', required: true },
  { name: 'minimumRate', label: 'Minimum Rate', kind: 'number', adornment: '$', required: true },
  { name: 'quantity', label: 'Number of Cars', kind: 'number', required: true },
  { name: 'maxBags', label: 'Number of bags', kind: 'number', required: true },
  { name: 'maxPassenger', label: 'Number of passengers', kind: 'number', required: true },
  { name: 'isActive', label: 'Active', kind: 'switch' },
] as const;
const CREATE_FIELDS: readonly FormFieldConfig<z.input<typeof createCarSchema>>[] = FIELDS;
const UPDATE_FIELDS: readonly FormFieldConfig<z.input<typeof updateCarSchema>>[] = FIELDS;

/** The dedicated car form (SPEC §2): the car's numbers and its image, uploaded once the car is saved. */
export function CarFormDialog({ open, row: car, onClose }: CrudDialogProps<Car>) {
  const create = carsApi.useCreate();
  const update = carsApi.useUpdate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const close = () => {
    setFile(null);
    onClose();
  };
  const withImage = async (saved: Car) => {
    if (!file) return;
    try {
      await uploadCarImage(saved.id, file);
      toast.success('Image uploaded');
      await queryClient.invalidateQueries({ queryKey: carsApi.keys.all });
    } catch (error) {
      toast.error(`The car was saved, but not its image: ${errorMessage(error)}`);
    }
  };
  const picker = <CarImagePicker file={file} onChange={setFile} hasImage={car?.hasImage ?? false} />;

  if (car) {
    return (
      <FormDialog
        open={open}
        title="Edit car"
        schema={updateCarSchema}
        defaultValues={carUpdateOf(car)}
        fields={UPDATE_FIELDS}
        extraContent={picker}
        onSubmit={async (input) => withImage(await update.mutateAsync({ id: car.id, input }))}
        onClose={close}
      />
    );
  }
  return (
    <FormDialog
      open={open}
      title="Add car"
      schema={createCarSchema}
      defaultValues={{ name: '', isActive: true }}
      fields={CREATE_FIELDS}
      extraContent={picker}
      onSubmit={async (input) => withImage(await create.mutateAsync(input))}
      onClose={close}
    />
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { competitorBrandCreateSchema } from '@repute/domain/competitors';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { toast } from '../../../shared/ui/toast';
import { useAddBrand } from '../competitors-api';

type BrandValues = { name: string };

/** Creates a brand to group competitor locations of one business. */
export function AddBrandForm() {
  const add = useAddBrand();
  const form = useForm<BrandValues>({
    initialValues: { name: '' },
    validate: domainResolver<BrandValues>(competitorBrandCreateSchema, {
      toBody: (values) => ({ name: values.name.trim() }),
    }),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        add.mutate(values.name.trim(), {
          onSuccess: (brand) => {
            toast.success(`${brand.name} created`);
            form.reset();
          },
          onError: (error) => toast.alert('Could not create the brand', { error }),
        }),
      )}
    >
      <Group align="flex-end" gap="xs">
        <TextInput label="New brand" {...form.getInputProps('name')} />
        <Button type="submit" loading={add.isPending}>
          Create brand
        </Button>
      </Group>
    </form>
  );
}

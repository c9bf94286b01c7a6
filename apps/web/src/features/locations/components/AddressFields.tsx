import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { LocationFormControl } from '../hooks/use-location-form';
import { CountryField } from './CountryField';
import { FormSection } from './FormSection';
import { StateField } from './StateField';

type AddressFieldsProps = { control: LocationFormControl };

type TextKey = 'name' | 'public_name' | 'address' | 'address_2' | 'city' | 'zipcode';

/** Names and address (spec 001 §2): Internal Name, Public Name, Address, City, State, Zip Code and Country. */
export function AddressFields({ control }: AddressFieldsProps) {
  const { form, errorOf } = control;
  const text = (key: TextKey, label: string, required = true) => ({
    label,
    withAsterisk: required,
    ...form.getInputProps(key),
    onBlur: () => control.validateOnLeave(key),
  });
  return (
    <>
      <FormSection
        title="Names"
        description="The internal name is what your team sees; the public name is what customers see."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('name', 'Internal Name')} />
          <TextInput {...text('public_name', 'Public Name')} />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Address">
        <Stack gap="sm">
          <TextInput {...text('address', 'Address')} />
          <TextInput {...text('address_2', 'Address Line 2', false)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('city', 'City')} />
            <StateField
              value={form.values.state}
              states={control.states}
              error={errorOf('state')}
              onChange={control.setState}
              onBlur={() => control.settleReference('state')}
            />
            <TextInput {...text('zipcode', 'Zip Code')} />
            <CountryField
              value={form.values.country}
              countries={control.countries}
              error={errorOf('country')}
              onChange={control.setCountry}
              onBlur={() => control.settleReference('country')}
            />
          </SimpleGrid>
        </Stack>
      </FormSection>
    </>
  );
}

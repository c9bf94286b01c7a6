import { Alert, Button, FileInput, Group, Image, Loader, Modal, Select, Stack, Stepper, Text } from '@mantine/core';
import {
  type OwnerPhoto,
  PHOTO_MESSAGES,
  type PhotoCategory,
  photoCategoryOf,
  photoDimensionError,
  photoFileError,
} from '@repute/domain/photos';
import { useState } from 'react';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useLocationTypeahead } from '../../../shared/entities/locations/locations-api';
import { toast } from '../../../shared/ui/toast';
import { type ProcessedUpload, uploadAndProcess, useCreateMedia, useMedia, useMediaCategories } from '../photos-api';
import { overrideNeeded, stepName, WIZARD_STEPS, type WizardMode } from '../wizard-steps';
import { OverridePhotoModal } from './OverridePhotoModal';
import { PhotoPicker } from './PhotoPicker';

type PhotoWizardProps = {
  opened: boolean;
  onClose: () => void;
  mode: WizardMode;
  /** The locations the photo goes to (Bulk Add Photos gives several); without them the wizard asks for one. */
  locationIds?: readonly number[];
};

/** The chosen image: a processed upload, or one of the account's photos again. */
type Chosen = { s3_path: string; url: string; width: number; height: number; name?: string };

const chosenOf = (photo: OwnerPhoto): Chosen => ({
  s3_path: photo.s3_path,
  url: photo.cdn_stored_low_res_url,
  width: photo.width,
  height: photo.height,
  name: photo.name,
});

/**
 * Spec 001 §4 "Photo wizard": with a photo, Upload Photo, Confirm Photo Selection, Assign Category, Upload to
 * Google; without, Select Photos (one of the account's photos), Assign Category, Upload to Google. Steps go back
 * and forth; a logo or cover the location holds already is replaced only after the override prompt.
 */
export function PhotoWizard({ opened, onClose, mode, locationIds }: PhotoWizardProps) {
  const [active, setActive] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [pickedLocation, setPickedLocation] = useState<string | null>(null);
  const [confirmingOverride, setConfirmingOverride] = useState(false);
  const targets = locationIds ?? (pickedLocation ? [Number(pickedLocation)] : []);
  const categories = useMediaCategories(opened);
  const locations = useLocationTypeahead('', opened && locationIds === undefined);
  // For several locations, the account's first page: logos and covers rank first there (spec 001 §9).
  // Only while open: the listings page holds a closed wizard for Bulk Add Photos.
  const existing = useMedia(targets.length === 1 ? (targets[0] ?? null) : null, 1, opened);
  const create = useCreateMedia();
  const step = stepName(mode, active);
  const category: PhotoCategory | null = categoryId ? photoCategoryOf(Number(categoryId)) : null;
  const dimensionError = chosen && category ? photoDimensionError(category, chosen) : null;

  const reset = () => {
    setActive(0);
    setFile(null);
    setFileError(null);
    setChosen(null);
    setCategoryId(null);
    setPickedLocation(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const next = () => setActive((current) => Math.min(current + 1, WIZARD_STEPS[mode].length - 1));
  const back = () => setActive((current) => Math.max(current - 1, 0));

  const chooseFile = (picked: File | null) => {
    setFile(picked);
    setChosen(null);
    setFileError(picked ? photoFileError({ type: picked.type, bytes: picked.size }) : null);
  };

  const upload = async () => {
    if (!file) return;
    setProcessing(true);
    try {
      const processed: ProcessedUpload = await uploadAndProcess(file, 'photo');
      setChosen({
        s3_path: processed.s3_path,
        url: processed.url,
        width: processed.width ?? 0,
        height: processed.height ?? 0,
      });
      next();
    } catch (error) {
      setFileError(errorText(error) ?? PHOTO_MESSAGES.processFailed);
    } finally {
      setProcessing(false);
    }
  };

  const assign = () => {
    if (overrideNeeded(category, existing.data?._embedded.media ?? [], targets)) setConfirmingOverride(true);
    else next();
  };

  const submit = () => {
    if (!chosen || targets.length === 0) return;
    create.mutate(
      {
        location_ids: [...targets],
        category_id: categoryId ? Number(categoryId) : null,
        s3_path: chosen.s3_path,
        name: chosen.name,
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message, { duration: 5000 });
          close();
        },
        onError: (error) =>
          // The list-level check (spec 001 §5) has its own wording, shown as the selection's check is (5 s).
          isApiError(error) && error.code === 'photos_not_ready'
            ? toast.alert(PHOTO_MESSAGES.listNotReady, { duration: 5000 })
            : toast.alert(PHOTO_MESSAGES.uploadFailed, { error }),
      },
    );
  };

  const locationField =
    locationIds === undefined ? (
      <Select
        label="Location"
        placeholder="Choose a location"
        searchable
        data={(locations.data?._embedded.locations ?? []).map((location) => ({
          value: String(location.id),
          label: location.name,
        }))}
        value={pickedLocation}
        onChange={setPickedLocation}
      />
    ) : null;

  return (
    <Modal opened={opened} onClose={close} title="Add Photo" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stepper active={active} size="sm" mb="lg" allowNextStepsSelect={false}>
        {WIZARD_STEPS[mode].map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>

      {step === 'Upload Photo' && (
        <Stack>
          <FileInput
            label="Photo"
            description="PNG or JPEG, 10240 bytes to 5 MB"
            placeholder="Choose a photo"
            accept="image/png,image/jpeg"
            value={file}
            onChange={chooseFile}
            error={fileError}
            clearable
          />
          <Text size="sm" c="dimmed">
            {PHOTO_MESSAGES.processingTime}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={upload} disabled={!file || Boolean(fileError)} loading={processing}>
              Next
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'Select Photos' && (
        <Stack>
          <PhotoPicker selected={chosen?.s3_path ?? null} onSelect={(photo) => setChosen(chosenOf(photo))} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={next} disabled={!chosen}>
              Next
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'Confirm Photo Selection' && chosen && (
        <Stack>
          <Image src={chosen.url} alt="The photo to upload" mah={320} fit="contain" radius="sm" />
          <Text size="sm">
            {chosen.width} x {chosen.height}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button onClick={next}>Next</Button>
          </Group>
        </Stack>
      )}

      {step === 'Assign Category' && (
        <Stack>
          {locationField}
          {categories.isError && <Alert color="red">{PHOTO_MESSAGES.categoriesFailed}</Alert>}
          <Select
            label="Category"
            placeholder="Choose a category"
            data={(categories.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
            value={categoryId}
            onChange={setCategoryId}
            error={categories.isError ? PHOTO_MESSAGES.categoriesDropdownFailed : dimensionError}
            nothingFoundMessage={categories.isPending ? 'Loading' : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button onClick={assign} disabled={!categoryId || Boolean(dimensionError) || targets.length === 0}>
              Next
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'Upload to Google' && chosen && (
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            <Image src={chosen.url} alt="The photo to upload" w={160} radius="sm" />
            <Text size="sm">
              The photo goes to {targets.length > 1 ? `each of the ${targets.length} locations'` : "the location's"}{' '}
              Google business profile as its {category ? category.toLowerCase() : 'photo'}.{' '}
              {PHOTO_MESSAGES.processingTime}
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              Upload to Google
            </Button>
          </Group>
        </Stack>
      )}
      {processing && (
        <Group gap="xs" mt="sm" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">Processing</Text>
        </Group>
      )}
      <OverridePhotoModal
        category={confirmingOverride ? category : null}
        onCancel={() => setConfirmingOverride(false)}
        onConfirm={() => {
          setConfirmingOverride(false);
          next();
        }}
      />
    </Modal>
  );
}

import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { PhotoGallery } from '../../../shared/photos/PhotoGallery';
import { PhotoWizard } from '../../../shared/photos/PhotoWizard';
import type { WizardMode } from '../../../shared/photos/wizard-steps';
import { useMayCall } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';

/** /photos (spec 000 §2): every location's photos for Google, with the upload wizard with and without a photo. */
export function PhotosPage() {
  const [wizard, setWizard] = useState<WizardMode | null>(null);
  const canCreate = useMayCall('POST /media');
  const canDelete = useMayCall('PUT /media/:id');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Photos"
        actions={
          canCreate && (
            <Group>
              <Button variant="default" leftSection={<IconPhotoPlus size={16} />} onClick={() => setWizard('select')}>
                Add Photos
              </Button>
              <Button leftSection={<IconUpload size={16} />} onClick={() => setWizard('upload')}>
                Upload Photo
              </Button>
            </Group>
          )
        }
      />
      <Paper withBorder radius="md" p="lg">
        <PhotoGallery locationId={null} canDelete={canDelete} />
      </Paper>
      <PhotoWizard opened={wizard !== null} onClose={() => setWizard(null)} mode={wizard ?? 'upload'} />
    </Stack>
  );
}

import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useMayCall } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PhotoGallery } from '../components/PhotoGallery';
import { PhotoWizard } from '../components/PhotoWizard';
import type { WizardMode } from '../wizard-steps';

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

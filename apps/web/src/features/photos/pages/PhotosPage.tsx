import { Button, Group, Paper, Stack } from '@mantine/core';
import { can } from '@repute/domain/permissions';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PhotoGallery } from '../components/PhotoGallery';
import { PhotoWizard } from '../components/PhotoWizard';
import type { WizardMode } from '../wizard-steps';

/** /photos (spec 000 §2): every location's photos for Google, with the upload wizard with and without a photo. */
export function PhotosPage() {
  const permissions = useAuth()?.permissions ?? {};
  const [wizard, setWizard] = useState<WizardMode | null>(null);
  const canCreate = can(permissions, 'media', 'create');
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
        <PhotoGallery locationId={null} canDelete={can(permissions, 'media', 'delete')} />
      </Paper>
      <PhotoWizard opened={wizard !== null} onClose={() => setWizard(null)} mode={wizard ?? 'upload'} />
    </Stack>
  );
}

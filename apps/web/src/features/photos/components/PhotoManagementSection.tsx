import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useMayCall } from '../../../shared/session/use-may-call';
import { PhotoGallery } from './PhotoGallery';
import { PhotoWizard } from './PhotoWizard';

type PhotoManagementSectionProps = { locationId: number; available: boolean };

/**
 * The location detail's Photo management section (spec 001 §2): its photos for Google, the upload wizard for users
 * with media create and delete for users with media delete. Unavailable while the listing cannot reach Google (§4).
 */
export function PhotoManagementSection({ locationId, available }: PhotoManagementSectionProps) {
  const mayAdd = useMayCall('POST /media');
  const mayDelete = useMayCall('PUT /media/:id');
  const [uploading, setUploading] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="photo-management-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="photo-management-title">
          Photo management
        </Title>
        {available && mayAdd && (
          <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
            Upload Photo
          </Button>
        )}
      </Group>
      {available ? (
        <PhotoGallery locationId={locationId} canDelete={mayDelete} />
      ) : (
        <Text size="sm" c="dimmed">
          Photo management is available once Auto Sync is on, the Google directory is enabled and the location is found
          in an active Google integration.
        </Text>
      )}
      <PhotoWizard opened={uploading} onClose={() => setUploading(false)} mode="upload" locationIds={[locationId]} />
    </Paper>
  );
}

import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { type OwnerPhoto, PHOTO_MESSAGES, PHOTOS_PAGE_SIZE } from '@repute/domain/photos';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { toast } from '../../../shared/ui/toast';
import { useDeletePhoto, useMedia } from '../photos-api';
import { PhotoCard } from './PhotoCard';
import { PhotoLightbox } from './PhotoLightbox';

type PhotoGalleryProps = {
  /** One location's photos, or the whole account's (null). */
  locationId: number | null;
  canDelete: boolean;
};

/** A page of 8 photos with their statuses, the lightbox, and delete for users with media delete. */
export function PhotoGallery({ locationId, canDelete }: PhotoGalleryProps) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OwnerPhoto | null>(null);
  const media = useMedia(locationId, page);
  const remove = useDeletePhoto();

  if (media.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-busy="true" aria-label="Loading photos">
        {['first', 'second', 'third', 'fourth'].map((slot) => (
          <Skeleton key={slot} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (media.isError)
    return (
      <Alert color="red" role="alert">
        {PHOTO_MESSAGES.fetchFailed}
      </Alert>
    );
  const photos = media.data._embedded.media;
  if (photos.length === 0) return <EmptyState title="No photos yet">Upload a photo to show it on Google.</EmptyState>;

  const deletePhoto = (photo: OwnerPhoto) =>
    remove.mutate(photo, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.alert(PHOTO_MESSAGES.deleteFailed, { error }),
      onSettled: () => setConfirming(null),
    });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
        {photos.slice(0, PHOTOS_PAGE_SIZE).map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            showLocation={locationId === null}
            onOpen={() => setOpen(index)}
            onDelete={canDelete ? () => setConfirming(photo) : undefined}
          />
        ))}
      </SimpleGrid>
      <ListPagination page={page} totalPages={media.data._total_pages} onChange={setPage} label="Photo pages" />
      <PhotoLightbox photos={photos} index={open} onIndex={setOpen} />
      <ConfirmDeleteModal
        opened={confirming !== null}
        title="Delete Photo"
        text="Delete this photo? It is taken down from Google too. This cannot be undone."
        confirmLabel="Delete Photo"
        deleting={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && deletePhoto(confirming)}
      />
    </Stack>
  );
}

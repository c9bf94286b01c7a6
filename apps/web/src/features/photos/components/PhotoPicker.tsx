import { Alert, Image, Loader, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { type OwnerPhoto, PHOTO_MESSAGES } from '@repute/domain/photos';
import { useState } from 'react';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { useMedia } from '../photos-api';

type PhotoPickerProps = { selected: string | null; onSelect: (photo: OwnerPhoto) => void };

/** "Select Photos": the account's photos, one of which goes to another location. */
export function PhotoPicker({ selected, onSelect }: PhotoPickerProps) {
  const [page, setPage] = useState(1);
  const media = useMedia(null, page);
  if (media.isPending) return <Loader size="sm" aria-label="Loading photos" />;
  if (media.isError) return <Alert color="red">{PHOTO_MESSAGES.fetchFailed}</Alert>;
  const photos = media.data._embedded.media;
  if (photos.length === 0) return <Text size="sm">There are no photos to choose from yet.</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {photos.map((photo) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => onSelect(photo)}
            aria-pressed={selected === photo.s3_path}
            aria-label={`${photo.name}, ${photo.location_name}`}
            style={{
              outline: selected === photo.s3_path ? '3px solid var(--mantine-primary-color-filled)' : undefined,
              borderRadius: 4,
            }}
          >
            <Image src={photo.cdn_stored_low_res_url} alt="" h={90} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <ListPagination page={page} totalPages={media.data._total_pages} onChange={setPage} />
    </>
  );
}

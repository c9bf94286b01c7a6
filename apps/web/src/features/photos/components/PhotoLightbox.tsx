import { ActionIcon, Group, Image, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LIGHTBOX_MOBILE_WIDTH, type OwnerPhoto, PHOTO_MESSAGES } from '@repute/domain/photos';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type PhotoLightboxProps = { photos: OwnerPhoto[]; index: number | null; onIndex: (index: number | null) => void };

/** Spec 001 §9 "Lightbox": Escape closes, the arrow keys move; under 500 px wide it fills the screen. */
export function PhotoLightbox({ photos, index, onIndex }: PhotoLightboxProps) {
  const mobile = useMediaQuery(`(max-width: ${LIGHTBOX_MOBILE_WIDTH - 1}px)`);
  const [failed, setFailed] = useState(false);
  const photo = index === null ? undefined : photos[index];
  const move = (step: number) => {
    if (index === null || photos.length === 0) return;
    setFailed(false);
    onIndex((index + step + photos.length) % photos.length);
  };
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal
      opened={photo !== undefined}
      onClose={() => onIndex(null)}
      fullScreen={mobile}
      size="xl"
      centered
      title={photo?.name ?? ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {photo && (
        <>
          {failed ? (
            <Text c="red.8" role="alert">
              {PHOTO_MESSAGES.imageLoadFailed}
            </Text>
          ) : (
            <Image
              src={photo.cdn_stored_url}
              alt={photo.name}
              fit="contain"
              mah="70vh"
              onError={() => setFailed(true)}
            />
          )}
          <Group justify="space-between" mt="sm">
            <ActionIcon variant="default" size="lg" aria-label="Previous photo" onClick={() => move(-1)}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text size="sm">
              {(index ?? 0) + 1} of {photos.length} · {photo.location_name}
            </Text>
            <ActionIcon variant="default" size="lg" aria-label="Next photo" onClick={() => move(1)}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </>
      )}
    </Modal>
  );
}

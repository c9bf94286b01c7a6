import { Box, Button } from '@mantine/core';
import type { ListingLocation } from '@repute/domain';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { toast } from '../../../shared/ui/toast';
import { PhotoWizard } from '../../photos';
import type { PostTargets } from '../google-posts-api';
import { GooglePostModal } from './GooglePostModal';
import { GooglePostsPreview } from './GooglePostsPreview';

/** A bulk modal of the locations feature, handed in by the app (a feature imports no other feature). */
export type BulkLocationsModal = ComponentType<{ locationIds: number[]; opened: boolean; onClose: () => void }>;
export type ListingBulkModals = { hours: BulkLocationsModal; holidayHours: BulkLocationsModal };

/** Spec 001 §5 "Bulk Add Photos": every selected location needs Auto Sync, Google on and an active integration. */
export const PHOTOS_NOT_READY =
  'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration';

type ListingBulkActionsProps = {
  selected: ListingLocation[];
  /** The page's filter, for a post with nothing selected. */
  filter: PostTargets;
  modals?: ListingBulkModals;
};

/** The listings' bulk actions beside publish and unpublish: hours, holiday hours, photos and Google Posts. */
export function ListingBulkActions({ selected, filter, modals }: ListingBulkActionsProps) {
  const may = useMayCallOf();
  const [open, setOpen] = useState<'hours' | 'holiday_hours' | 'photos' | 'post' | null>(null);
  const ids = selected.map((row) => row.id);
  const canEditHours = may('PATCH /locations/:id');
  const canPost = may('POST /google_post_content');
  const canAddPhotos = may('POST /media');
  const targets: PostTargets = ids.length > 0 ? { locationIds: ids, groupId: null } : filter;
  const targetText =
    ids.length > 0
      ? `the ${ids.length === 1 ? 'selected location' : `${ids.length} selected locations`}`
      : filter.groupId || filter.locationIds.length > 0
        ? 'every location of the current filter'
        : 'every location';

  const addPhotos = () => {
    const ready = selected.every((row) => {
      const google = row.directories.find((entry) => entry.directory_code === 'google_maps');
      return row.publishing_enabled && google?.directory_enabled && google.integration_status === 'active';
    });
    if (!ready) {
      toast.alert(PHOTOS_NOT_READY, { duration: 5000 });
      return;
    }
    setOpen('photos');
  };

  return (
    <>
      {/* Full width in the wrapping row of buttons: the preview stands on its own line above them. */}
      {canPost && (
        <Box w="100%">
          <GooglePostsPreview onShowMe={() => setOpen('post')} />
        </Box>
      )}
      {canEditHours && modals && (
        <>
          <Button size="xs" variant="default" disabled={ids.length === 0} onClick={() => setOpen('hours')}>
            Bulk Edit hours
          </Button>
          <Button size="xs" variant="default" disabled={ids.length === 0} onClick={() => setOpen('holiday_hours')}>
            Add Holiday Hours
          </Button>
        </>
      )}
      {canAddPhotos && (
        <Button size="xs" variant="default" disabled={ids.length === 0} onClick={addPhotos}>
          Add Photos
        </Button>
      )}
      {canPost && (
        <Button size="xs" variant="default" onClick={() => setOpen('post')}>
          Google Posts
        </Button>
      )}
      {modals && (
        <>
          <modals.hours locationIds={ids} opened={open === 'hours'} onClose={() => setOpen(null)} />
          <modals.holidayHours locationIds={ids} opened={open === 'holiday_hours'} onClose={() => setOpen(null)} />
        </>
      )}
      {/* Spec 001 §5 "Bulk Add Photos": the wizard without a photo, one of the account's to every selected location. */}
      <PhotoWizard opened={open === 'photos'} onClose={() => setOpen(null)} mode="select" locationIds={ids} />
      <GooglePostModal
        opened={open === 'post'}
        targets={targets}
        targetText={targetText}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

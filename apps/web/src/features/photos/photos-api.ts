import type { EndpointBody, EndpointResult } from '@repute/domain/contracts/endpoint';
import {
  createMedia,
  deleteMedia,
  listMedia,
  listMediaCategories,
  processImage,
  uploadImage,
} from '@repute/domain/contracts/photos';
import {
  IMAGE_PROCESSING_COMPLETE,
  IMAGE_PROCESSING_TIMEOUT_MS,
  type ImageProcessingComplete,
  type ImageUpload,
  MEDIA_CATEGORIES_PAGE_SIZE,
  type OwnerPhoto,
  PHOTO_MESSAGES,
  PHOTOS_PAGE_SIZE,
} from '@repute/domain/photos';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { basicAuthorization } from '../../shared/api/http-client';
import { currentAuth } from '../../shared/auth/auth-store';
import { onRealtimeEvent } from '../../shared/realtime/realtime-client';

export const photoKeys = {
  all: ['photos'] as const,
  media: (locationId: number | null, page: number) => ['photos', 'media', locationId, page] as const,
  categories: ['photos', 'categories'] as const,
};

export type MediaPage = EndpointResult<typeof listMedia>;

/** GET /media: 8 a page, the logo first, then the cover, then the newest (spec 001 §9). */
export function useMedia(locationId: number | null, page: number, enabled = true) {
  const query = useQuery({
    queryKey: photoKeys.media(locationId, page),
    queryFn: () =>
      callEndpoint(listMedia, {
        query: {
          account_id: currentAuth()?.account_id,
          ...(locationId ? { location_id: locationId } : {}),
          page,
          per_page: PHOTOS_PAGE_SIZE,
          type: 'owner',
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
    // A photo on its way to Google shows 'Publishing' until it is published or dead.
    refetchInterval: (current) =>
      current.state.data?._embedded.media.some((photo) => photo.published_status === 'pending') ? 2000 : false,
  });
  return query;
}

/** GET /media_categories: Logo and Cover. */
export function useMediaCategories(enabled: boolean) {
  return useQuery({
    queryKey: photoKeys.categories,
    queryFn: async () =>
      (await callEndpoint(listMediaCategories, { query: { page: 1, per_page: MEDIA_CATEGORIES_PAGE_SIZE } }))._embedded
        .media_categories,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /upload (multipart, file_upload): the one call that is not JSON, so it is sent with fetch. */
async function uploadFile(file: File): Promise<EndpointResult<typeof uploadImage>> {
  const auth = currentAuth();
  const body = new FormData();
  body.append('file_upload', file);
  let response: Response;
  try {
    response = await fetch(`/api${uploadImage.path}`, {
      method: 'POST',
      headers: auth ? { Authorization: basicAuthorization(auth) } : {},
      body,
    });
  } catch {
    throw new ApiError(0, PHOTO_MESSAGES.uploadUnavailable);
  }
  const answer = (await response.json().catch(() => ({}))) as ImageUpload & { message?: string };
  if (!response.ok) throw new ApiError(response.status, answer.message ?? PHOTO_MESSAGES.uploadUnavailable, answer);
  return answer;
}

/** Resolves with the processed image once the realtime channel says so; fails after 15 s (spec 000 §4). */
function processingComplete(s3Path: string): { done: Promise<ImageProcessingComplete>; stop: () => void } {
  let stop = () => {};
  const done = new Promise<ImageProcessingComplete>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new ApiError(0, PHOTO_MESSAGES.processFailed));
    }, IMAGE_PROCESSING_TIMEOUT_MS);
    const off = onRealtimeEvent(IMAGE_PROCESSING_COMPLETE, (payload) => {
      const event = payload as ImageProcessingComplete;
      if (event.s3_path !== s3Path) return;
      stop();
      if (event.url) resolve(event);
      else reject(new ApiError(0, event.error ?? PHOTO_MESSAGES.processFailed));
    });
    stop = () => {
      clearTimeout(timer);
      off();
    };
  });
  return { done, stop };
}

export type ProcessedUpload = ImageUpload & { url: string };

/** Spec 000 §4 "Image upload": upload, processing, processing complete (over realtime), or a 15 s time-out. */
export async function uploadAndProcess(file: File, label: 'logo' | 'cover' | 'photo'): Promise<ProcessedUpload> {
  const uploaded = await uploadFile(file);
  const waiting = processingComplete(uploaded.s3_path);
  try {
    const asked = await callEndpoint(processImage, {
      body: {
        event: 'process',
        label,
        account_id: currentAuth()?.account_id,
        // The upload answers its type as a string; processing takes only the types an upload may be.
        mime_type: processImage.body.shape.mime_type.parse(uploaded.mime_type),
        s3_path: uploaded.s3_path,
      },
    });
    const processed = asked.status === 'complete' && asked.url ? asked : { ...asked, ...(await waiting.done) };
    // The size is sharp's reading of the upload; processing keeps it (the image is only turned upright).
    return {
      ...uploaded,
      ...processed,
      width: processed.width ?? uploaded.width,
      height: processed.height ?? uploaded.height,
      url: processed.url ?? '',
    };
  } finally {
    waiting.stop();
  }
}

/** What the add-photo form chooses; the account, source and priority are the call's own. */
export type MediaCreate = Pick<EndpointBody<typeof createMedia>, 'location_ids' | 'category_id' | 's3_path' | 'name'>;

export function useCreateMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaCreate) =>
      callEndpoint(createMedia, {
        body: { ...body, account_id: currentAuth()?.account_id, source_id: 1, high_priority: true },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** PUT /media/{id} with location_id and url_id deletes the photo (spec 001 §7). */
export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: OwnerPhoto) =>
      callEndpoint(deleteMedia, {
        params: { id: photo.id },
        body: { location_id: photo.location_id, url_id: photo.url_id },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

import { describe, expect, it } from 'vitest';
import {
  PHOTO_MESSAGES,
  photoCategoryOf,
  photoDimensionError,
  photoFileError,
  photoManagementAvailable,
} from './photos';

describe('photo file rules (spec 001 §5)', () => {
  it('takes png and jpeg from 10240 bytes to 5 MB', () => {
    expect(photoFileError({ type: 'image/png', bytes: 10_240 })).toBeNull();
    expect(photoFileError({ type: 'image/jpeg', bytes: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types, files over 5 MB and under 10240 bytes with the spec words', () => {
    expect(photoFileError({ type: 'image/gif', bytes: 20_000 })).toBe(PHOTO_MESSAGES.wrongType);
    expect(photoFileError({ type: 'image/png', bytes: 5 * 1024 * 1024 + 1 })).toBe(
      'Unable to upload image. Please choose a file smaller than 5mb',
    );
    expect(photoFileError({ type: 'image/png', bytes: 10_239 })).toBe(
      'Unable to upload image. Please choose a file that is at least 10240 bytes.',
    );
  });
});

describe('photo dimension rules', () => {
  it('bounds a cover to 480x270 .. 2120x1192 with the spec example message', () => {
    expect(photoDimensionError('COVER', { width: 480, height: 270 })).toBeNull();
    expect(photoDimensionError('COVER', { width: 2120, height: 1192 })).toBeNull();
    expect(photoDimensionError('COVER', { width: 2121, height: 1192 })).toBe(
      'Upload error: Image cannot be larger than 2120 width x 1192 height for cover.',
    );
    expect(photoDimensionError('COVER', { width: 479, height: 200 })).toBe(
      'Upload error: Image cannot be smaller than 480 width x 270 height for cover.',
    );
  });
  it('needs a cover at least 16:9 wide', () => {
    expect(photoDimensionError('COVER', { width: 1600, height: 900 })).toBeNull();
    expect(photoDimensionError('COVER', { width: 2000, height: 1000 })).toBeNull();
    expect(photoDimensionError('COVER', { width: 1200, height: 900 })).toBe(
      'Upload error: Image must have an aspect ratio of at least 16:9 for cover.',
    );
  });
  it('bounds a logo to 250x250 .. 2000x2000 and leaves other photos alone', () => {
    expect(photoDimensionError('LOGO', { width: 250, height: 250 })).toBeNull();
    expect(photoDimensionError('LOGO', { width: 2000, height: 2001 })).toBe(
      'Upload error: Image cannot be larger than 2000 width x 2000 height for logo.',
    );
    expect(photoDimensionError('LOGO', { width: 249, height: 400 })).toBe(
      'Upload error: Image cannot be smaller than 250 width x 250 height for logo.',
    );
    expect(photoDimensionError('PROFILE', { width: 10, height: 5000 })).toBeNull();
  });
  it('maps media category ids to photo categories', () => {
    expect(photoCategoryOf(1)).toBe('LOGO');
    expect(photoCategoryOf(2)).toBe('COVER');
    expect(photoCategoryOf(undefined)).toBe('PROFILE');
  });
});

describe('photo management availability (spec 001 §4)', () => {
  const published = { status: 'published', status_reason: null, googleDirectoryEnabled: true };
  it('needs a published listing with Google enabled and an integration that holds the location', () => {
    expect(photoManagementAvailable(published)).toBe(true);
    expect(photoManagementAvailable({ ...published, status: 'eligible_not_published' })).toBe(false);
    expect(photoManagementAvailable({ ...published, googleDirectoryEnabled: false })).toBe(false);
    expect(photoManagementAvailable({ ...published, status_reason: 'No active Google integration' })).toBe(false);
    expect(photoManagementAvailable({ ...published, status_reason: 'Location not found in Google integration' })).toBe(
      false,
    );
  });
});

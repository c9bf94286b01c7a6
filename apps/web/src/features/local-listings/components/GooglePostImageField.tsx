import { Button, FileInput, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { GOOGLE_POST_IMAGE_TYPES, googlePostImageError } from '@repute/domain';
import { PHOTO_MESSAGES } from '@repute/domain/photos';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { uploadAndProcess } from '../../photos';

type GooglePostImageFieldProps = {
  /** The processed image's public URL, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** A rejected file or one still uploading blocks the post (spec 001 §5). */
  onBlockingChange: (blocking: boolean) => void;
  /** The rules' or the server's error for the post's media. */
  error?: string;
};

/** The size the browser decodes the file to; none when it cannot decode it. */
async function decodedSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The Google post's optional image: the file is checked here with spec 001 §5's rule (one JPG or PNG, 10240 bytes
 * to 5 MB, at least 250px by 250px), then uploaded and processed like any photo (POST /upload, then processing
 * until IMAGE_PROCESSING_COMPLETE); the post sends the processed image's public URL.
 */
export function GooglePostImageField({ value, onChange, onBlockingChange, error }: GooglePostImageFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const fail = (message: string) => {
    setProblem(message);
    onBlockingChange(true);
  };

  const choose = async (picked: File | null) => {
    setFile(picked);
    setProblem(null);
    onChange('');
    onBlockingChange(false);
    if (!picked) return;
    // Only a JPG or PNG is decoded; anything else fails the rule on its type.
    const size = (GOOGLE_POST_IMAGE_TYPES as readonly string[]).includes(picked.type)
      ? await decodedSize(picked)
      : null;
    const rejected = googlePostImageError({
      type: picked.type,
      size: picked.size,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    });
    if (rejected) {
      fail(rejected);
      return;
    }
    setProcessing(true);
    onBlockingChange(true);
    try {
      const processed = await uploadAndProcess(picked, 'photo');
      // Google fetches the image itself: the address must be whole, not relative to this site.
      onChange(new URL(processed.url, window.location.origin).href);
      onBlockingChange(false);
    } catch (uploadError) {
      fail(errorText(uploadError) ?? PHOTO_MESSAGES.processFailed);
    } finally {
      setProcessing(false);
    }
  };

  const remove = () => {
    setFile(null);
    setProblem(null);
    onChange('');
    onBlockingChange(false);
  };

  if (value) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Image
        </Text>
        <Group align="flex-end">
          <Image src={value} alt="The post’s image" w={120} h={120} fit="cover" radius="sm" />
          <Button size="xs" variant="default" onClick={remove}>
            Remove
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <FileInput
        label="Image"
        description="One JPG or PNG, at least 250px by 250px"
        placeholder="Choose an image"
        accept="image/png,image/jpeg"
        value={file}
        onChange={choose}
        error={problem ?? error}
        disabled={processing}
        clearable
      />
      {processing && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">Processing</Text>
        </Group>
      )}
    </Stack>
  );
}

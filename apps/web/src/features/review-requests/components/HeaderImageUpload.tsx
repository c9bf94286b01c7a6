import { Alert, Button, Checkbox, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_UPLOAD_TYPES, imageUploadProblem } from '@repute/domain';
import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { useUploadHeaderImage } from '../compose-api';

type HeaderImageUploadProps = {
  headerImage: string;
  useHeaderImage: boolean;
  onChange: (value: { header_image: string; use_header_image: boolean }) => void;
};

type UploadState = { status: 'idle' | 'processing' } | { status: 'error'; message: string };

/**
 * The campaign's header image (spec 000 §4): start, processing, then complete (the image's address set and the
 * header image used) or error (reset, and the message shown). The browser refuses what the spec's rules refuse
 * before sending (§5, word for word); the server reads the bytes again with sharp.
 */
export function HeaderImageUpload({ headerImage, useHeaderImage, onChange }: HeaderImageUploadProps) {
  const upload = useUploadHeaderImage();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = imageUploadProblem(file);
    if (problem) {
      onChange({ header_image: '', use_header_image: false });
      setState({ status: 'error', message: problem });
      return;
    }
    setState({ status: 'processing' });
    try {
      const { header_image } = await upload.mutateAsync(file);
      onChange({ header_image, use_header_image: true });
      setState({ status: 'idle' });
    } catch (error) {
      onChange({ header_image: '', use_header_image: false });
      setState({ status: 'error', message: errorText(error) ?? 'Unable to upload image.' });
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Header image
      </Text>
      <Group gap="sm">
        <FileButton onChange={choose} accept={IMAGE_UPLOAD_TYPES.join(',')}>
          {(props) => (
            <Button variant="default" loading={state.status === 'processing'} {...props}>
              {headerImage ? 'Replace Image' : 'Upload Image'}
            </Button>
          )}
        </FileButton>
        {headerImage && (
          <Checkbox
            label="Use header image"
            checked={useHeaderImage}
            onChange={(event) => onChange({ header_image: headerImage, use_header_image: event.currentTarget.checked })}
          />
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG or JPEG, from 10 KB to 5 MB.
      </Text>
      {headerImage && <Image src={headerImage} alt="Header image" maw={320} radius="sm" />}
      {state.status === 'error' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}

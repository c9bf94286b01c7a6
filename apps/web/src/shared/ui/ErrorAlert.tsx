import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '../api/api-error';
import { FALLBACK_ERROR_MESSAGE } from './messages';

type ErrorAlertProps = { title?: string; error?: unknown; children?: ReactNode };

/** A failure shown in place: the given text, else the server's, else the fallback message. */
export function ErrorAlert({ title, error, children }: ErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {children ?? errorText(error) ?? FALLBACK_ERROR_MESSAGE}
    </Alert>
  );
}

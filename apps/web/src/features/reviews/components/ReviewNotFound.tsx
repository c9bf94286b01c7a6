import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { REVIEW_TEXT } from '../review-text';

type ReviewNotFoundProps = { backTo: string };

/** A review that is not there (or is another account's: the API does not tell the two apart). */
export function ReviewNotFound({ backTo }: ReviewNotFoundProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState title={REVIEW_TEXT.notFoundTitle}>{REVIEW_TEXT.notFound}</EmptyState>
      <Button component={Link} to={backTo} variant="light" mx="auto" display="block" w="fit-content">
        Back to Reviews
      </Button>
    </Paper>
  );
}

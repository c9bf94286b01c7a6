import { Button } from '@mantine/core';
import { errorText } from '../api/api-error';
import { toast } from './toast';

type DeleteRowButtonProps = {
  /** Deletes the row's record (a mutation's mutateAsync). */
  remove: () => Promise<unknown>;
  /** The toasts, in the row's own words: 'Template deleted', 'The template was not deleted'. */
  deleted: string;
  notDeleted: string;
  /** The button's accessible name when 'Delete' alone would not say which row it deletes. */
  label?: string;
};

/** A table row's Delete: deletes at once and says in a toast how it went (the server's words when it refused). */
export function DeleteRowButton({ remove, deleted, notDeleted, label }: DeleteRowButtonProps) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      aria-label={label}
      onClick={() =>
        remove().then(
          () => toast.success(deleted),
          (error: unknown) => toast.alert(errorText(error) ?? notDeleted),
        )
      }
    >
      Delete
    </Button>
  );
}

import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';

type DeleteLocationModalProps = {
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before deleting a location. */
export function DeleteLocationModal({ name, deleting, onCancel, onConfirm }: DeleteLocationModalProps) {
  return (
    <ConfirmDeleteModal
      opened={name !== null}
      title="Delete Location"
      text={`Delete ${name}? Its hours, holiday hours and directory-specific numbers and websites are deleted with it. This cannot be undone.`}
      confirmLabel="Delete Location"
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

import { Modal } from '@mantine/core';
import type { User } from '@repute/domain';
import { usePatchUser } from '../../../shared/entities/users/users-api';
import { toast } from '../../../shared/ui/toast';
import { userDisplayName } from '../user-display';
import { userFormValues } from '../user-form-values';
import { UserForm } from './UserForm';

type EditUserModalProps = { user: User | null; onClose: () => void };

export function EditUserModal({ user, onClose }: EditUserModalProps) {
  const patch = usePatchUser();
  const close = () => {
    patch.reset();
    onClose();
  };
  return (
    <Modal opened={user !== null} onClose={close} title="Edit User" size="lg">
      {user && (
        <UserForm
          key={user.id}
          initialValues={userFormValues(user)}
          pendingEmail={user.pending_email}
          submitLabel="Save Changes"
          submitting={patch.isPending}
          error={patch.error}
          onCancel={close}
          onSubmit={(body) =>
            patch.mutate(
              { id: user.id, body },
              {
                onSuccess: () => {
                  toast.success(`${userDisplayName(user)} has been updated.`);
                  close();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}

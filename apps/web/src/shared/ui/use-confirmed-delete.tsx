import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { toast } from './toast';

type ConfirmedDeleteOptions<Row> = {
  /** The delete mutation, called with the row's id once the user confirms. */
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  title: string;
  /** What goes with the row, in its own words. */
  text: (row: Row) => string;
  confirmLabel: string;
  /** The toast once it is gone: 'Webhook deleted'. */
  done: string;
};

/**
 * A table row's Delete that asks first: `button(row, name)` is the row's button (named for the row it deletes), and
 * `modal` (rendered once by the page) names the row, deletes it on confirmation and says so.
 */
export function useConfirmedDelete<Row extends { id: number }>({
  remove,
  title,
  text,
  confirmLabel,
  done,
}: ConfirmedDeleteOptions<Row>): {
  button: (row: Row, name: string, label?: string) => ReactNode;
  modal: ReactNode;
} {
  const [target, setTarget] = useState<Row | null>(null);
  const modal = (
    <ConfirmDeleteModal
      opened={target !== null}
      title={title}
      text={target ? text(target) : ''}
      confirmLabel={confirmLabel}
      deleting={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return;
        await remove.mutateAsync(target.id);
        toast.success(done);
        setTarget(null);
      }}
    />
  );
  const button = (row: Row, name: string, label = 'Delete') => (
    <Button size="xs" variant="subtle" color="red" onClick={() => setTarget(row)} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
  return { button, modal };
}

import { useState } from 'react';
import { errorText } from '../../shared/api/api-error';
import { toast } from '../../shared/ui/toast';

type SaveDraft<Draft> = {
  mutate: (
    variables: { id?: number; body: Draft },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
};

/**
 * The add/edit dialog of a list of the Ask tool (templates, microsurveys): which record is being edited (no id for
 * a new one) with its draft, and a save that closes the dialog or says in a toast why it did not.
 */
export function useDraftDialog<Draft>(save: SaveDraft<Draft>, words: { saved: string; notSaved: string }) {
  const [editing, setEditing] = useState<{ id?: number; draft: Draft } | null>(null);
  const change = (patch: Partial<Draft>) =>
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...patch } });
  const submit = () => {
    if (!editing) return;
    save.mutate(
      { id: editing.id, body: editing.draft },
      {
        onSuccess: () => {
          toast.success(words.saved);
          setEditing(null);
        },
        onError: (error) => toast.alert(errorText(error) ?? words.notSaved),
      },
    );
  };
  return { editing, open: setEditing, close: () => setEditing(null), change, submit };
}

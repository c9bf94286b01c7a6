import { errorText } from '../../shared/api/api-error';
import { useLocalState } from '../../shared/lib/use-local-state';
import { toast } from '../../shared/ui/toast';

type SaveDraft<Draft> = {
  mutate: (
    variables: { id?: number; body: Draft },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
};

type Editing<Draft> = { id?: number; draft: Draft };

/** A stored dialog: none, or the record's id (none for a new one) with a draft the page accepts. */
function parseEditing<Draft>(
  value: unknown,
  parseDraft: ((value: unknown) => Draft | undefined) | undefined,
): Editing<Draft> | null | undefined {
  if (value === null) return null;
  if (!parseDraft || typeof value !== 'object' || !('draft' in value)) return undefined;
  const id = 'id' in value ? value.id : undefined;
  if (id !== undefined && !(typeof id === 'number' && Number.isInteger(id) && id > 0)) return undefined;
  const draft = parseDraft(value.draft);
  return draft === undefined ? undefined : { id, draft };
}

/**
 * The add/edit dialog of a list of the Ask tool (templates, microsurveys): which record is being edited (no id for
 * a new one) with its draft, and a save that closes the dialog or says in a toast why it did not.
 */
export function useDraftDialog<Draft>(
  save: SaveDraft<Draft>,
  words: { saved: string; notSaved: string },
  /** Where the open dialog is kept in this browser, so a half-written draft survives leaving the screen. */
  persist?: { key: string; parseDraft: (value: unknown) => Draft | undefined },
) {
  const [editing, setEditing] = useLocalState<Editing<Draft> | null>(persist?.key ?? null, null, (value) =>
    parseEditing(value, persist?.parseDraft),
  );
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

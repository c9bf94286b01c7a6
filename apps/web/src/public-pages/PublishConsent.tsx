/** @jsxImportSource preact */

/**
 * The separate, unticked box that lets the business publish the customer's feedback (decision 0114): feedback is
 * private unless it is ticked. The words are the server's, so the ones stored with the answer are the ones shown.
 */
export function PublishConsent({
  text,
  checked,
  onChange,
}: {
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label class="consent">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{text}</span>
    </label>
  );
}

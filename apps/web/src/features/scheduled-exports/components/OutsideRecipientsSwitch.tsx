import { Paper, Switch } from '@mantine/core';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { useAuth } from '../../../shared/auth/use-auth';
import { toast } from '../../../shared/ui/toast';
import { useOutsideRecipientsAllowed, useSetOutsideRecipientsAllowed } from '../scheduled-exports-api';

/**
 * Decision 0129: an admin's switch for the account's scheduled exports going to addresses outside it (off at first;
 * spec 000 §5 has recipients be the account's users). It sits on the scheduled exports' manage screen and on
 * /settings/account (decision 0133); other users do not see it.
 */
export function OutsideRecipientsSwitch() {
  const auth = useAuth();
  const allowed = useOutsideRecipientsAllowed();
  const change = useSetOutsideRecipientsAllowed();
  if (auth?.user_type_id !== USER_TYPE_ID.admin) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Switch
        label="Send to addresses outside this account"
        description="Admins only. When on, scheduled exports can also go to people without a login, who get a link to download the file. When off, those addresses are sent nothing."
        checked={allowed}
        disabled={change.isPending}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          change.mutate(on, {
            onSuccess: () =>
              toast.success(on ? 'Exports can go outside the account' : 'Exports go to the account’s users only'),
            onError: (error) => toast.alert('Could not change the setting', { error }),
          });
        }}
      />
    </Paper>
  );
}

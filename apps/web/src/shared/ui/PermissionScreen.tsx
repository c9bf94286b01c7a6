import { ErrorAlert } from './ErrorAlert';
import { NO_PERMISSION_MESSAGE } from './messages';
import { PageHeader } from './PageHeader';

type PermissionScreenProps = {
  title: string;
  /** What the user may not see, when the screen says it in its own words. */
  message?: string;
  back?: { to: string; label: string };
};

/** The permission screen: the screen's title, and that this user may not see it (what a 403 means on a screen). */
export function PermissionScreen({ title, message = NO_PERMISSION_MESSAGE, back }: PermissionScreenProps) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <ErrorAlert>{message}</ErrorAlert>
    </>
  );
}

import { useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCall } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { CustomTargetsSection } from '../components/CustomTargetsSection';
import { ScoreWeightsSection } from '../components/ScoreWeightsForm';
import { TargetScoreForm } from '../components/TargetScoreForm';
import { TargetScoreNote } from '../components/TargetScoreNote';
import { useMetricTargets, useSaveMetricTargets } from '../performance-api';
import { PERFORMANCE_TEXT } from '../performance-text';

export const TARGET_SCORE_SAVED = 'Target score saved';

/** /settings/target-score (spec 000 §2; spec 001 §6: admins only): the account's targets and their weights. */
export function TargetScorePage() {
  // Spec 001 §6: only admins set targets, the rule of the route that saves them.
  const isAdmin = useMayCall('PUT /metric_targets');
  const appPath = useAppPath();
  const navigate = useNavigate();
  const back = { to: appPath('/dashboard/locations'), label: 'Back to Location Performance' };
  const targets = useMetricTargets(isAdmin);
  const save = useSaveMetricTargets();
  // Custom weights exist only where the account's custom_score setting is on (the API refuses them elsewhere).
  const customScore = useAccountSettings().data?.custom_score === true;

  if (!isAdmin) {
    return (
      <>
        <PermissionScreen title="Target Score" back={back} />
        <TargetScoreNote isAdmin={false} />
      </>
    );
  }
  const title = targets.data?.is_set ? PERFORMANCE_TEXT.editTargetScore : PERFORMANCE_TEXT.setTargetScore;
  return (
    <>
      <PageHeader title="Target Score" description={title} back={back} />
      {targets.isError ? (
        <ErrorAlert>{PERFORMANCE_TEXT.targetsError}</ErrorAlert>
      ) : targets.isPending ? (
        <TableSkeleton rows={6} label="Loading the targets" />
      ) : (
        <TargetScoreForm
          initial={targets.data}
          saving={save.isPending}
          onCancel={() => navigate(back.to)}
          onSave={(settings) =>
            save.mutate(settings, {
              onSuccess: () => {
                toast.success(TARGET_SCORE_SAVED);
                navigate(back.to);
              },
              onError: (error) => toast.alert(PERFORMANCE_TEXT.targetsError, { error }),
            })
          }
        />
      )}
      {targets.data?.is_set && <TargetScoreNote isAdmin />}
      <CustomTargetsSection />
      {customScore && <ScoreWeightsSection />}
    </>
  );
}

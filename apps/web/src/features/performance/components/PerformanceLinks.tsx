import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMetricTargets } from '../performance-api';
import { PERFORMANCE_TEXT } from '../performance-text';
import { TargetScoreNote } from './TargetScoreNote';

type PerformanceLinksProps = { isAdmin: boolean; canReadTargets: boolean; showAddGroup: boolean };

/**
 * Spec 001 §2, §6: Set or Edit Target Score for admins (Edit once targets are set), Add Group when there is no
 * group and the user may create one, and who the target score comes from.
 */
export function PerformanceLinks({ isAdmin, canReadTargets, showAddGroup }: PerformanceLinksProps) {
  const appPath = useAppPath();
  const targets = useMetricTargets(canReadTargets);
  const isSet = targets.data?.is_set === true;
  return (
    <Group gap="md" align="center">
      {isAdmin && targets.isSuccess && (
        <Anchor component={Link} to={appPath('/settings/target-score')}>
          {isSet ? PERFORMANCE_TEXT.editTargetScore : PERFORMANCE_TEXT.setTargetScore}
        </Anchor>
      )}
      {showAddGroup && (
        <Anchor component={Link} to={appPath('/settings/groups/new')}>
          {PERFORMANCE_TEXT.addGroup}
        </Anchor>
      )}
      {isSet && <TargetScoreNote isAdmin={isAdmin} />}
    </Group>
  );
}

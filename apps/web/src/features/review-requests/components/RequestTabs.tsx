import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'compose', label: 'Compose' },
  { value: 'history', label: 'History' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'templates', label: 'Templates' },
  { value: 'microsurveys', label: 'Microsurveys' },
  { value: 'ways-to-ask', label: 'Ways to Ask' },
] as const;

/** The Ask tool's sub-screens (spec 000 §2 /request-reviews/...), one tab each. */
export function RequestTabs() {
  const appPath = useAppPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'overview';
  return (
    <Tabs value={current} onChange={(value) => value && navigate(appPath(`/request-reviews/${value}`))} mb="lg">
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

import { Anchor, Stack } from '@mantine/core';
import { INTEGRATION_CATALOGUE } from '@repute/domain';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { PageHeader } from '../../../shared/ui/PageHeader';

/**
 * The page an external-launch tile opens (decision 0168): how the app connects to Repute, then its own site. The
 * route table puts it behind the integrations list's rule (admins), as the catalogue is.
 */
export function AppGuide({
  code,
  description,
  offered = true,
  children,
}: {
  code: string;
  description: string;
  /** False where the app is not offered to this account (Zapier without its flag): no way out to its site. */
  offered?: boolean;
  children: ReactNode;
}) {
  const appPath = useAppPath();
  const entry = INTEGRATION_CATALOGUE.find((candidate) => candidate.code === code);
  const name = entry?.name ?? code;
  return (
    <>
      <PageHeader
        title={`Connect ${name}`}
        description={description}
        back={{ to: appPath('/settings/integrations'), label: 'Back to Integrations' }}
        actions={
          offered &&
          entry?.launchUrl && (
            <Anchor
              href={entry.launchUrl}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              Open {name}
              <IconExternalLink size={16} aria-hidden />
            </Anchor>
          )
        }
      />
      <Stack gap="lg" maw={760}>
        {children}
      </Stack>
    </>
  );
}

import { Anchor, Badge, Button, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import {
  canSwitchDirectoryPublishing,
  type DirectoryEntry,
  FLYOUT_CARDS,
  FLYOUT_OFF_CARDS,
  type FlyoutCard,
  flyoutActionOf,
  type ListingLocation,
  LOCAL_LISTING_MESSAGES,
  parseFieldsNotInSync,
} from '@repute/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { DirectoryPublishingSwitch } from '../../../shared/listings/DirectoryPublishingSwitch';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { actionLinkOf, listingDate, statusLabel } from '../listing-format';
import { ListingDiffTable } from './ListingDiffTable';

const CARD_COLOURS = { green: 'green', grey: 'gray', red: 'red' } as const;

function cardOf(entry: DirectoryEntry, location: ListingLocation, isAdmin: boolean): FlyoutCard | null {
  if (entry.status === 'not_available') return null;
  if (entry.status !== 'in_sync' && entry.publishable && !location.publishing_enabled && isAdmin) {
    return FLYOUT_OFF_CARDS.autoSyncOff;
  }
  if (entry.status !== 'in_sync' && !entry.directory_enabled && isAdmin) return FLYOUT_OFF_CARDS.directoryDisabled;
  const action = flyoutActionOf({
    status: entry.status,
    isAdmin,
    integration: entry.integration_status,
    hasLocationReference: entry.has_location_reference,
  });
  return action ? FLYOUT_CARDS[action] : null;
}

type DirectoryFlyoutProps = {
  location: ListingLocation | null;
  isAdmin: boolean;
  onClose: () => void;
};

/** The side flyout of spec 001 §2: one card per directory with its sync status and action. */
export function DirectoryFlyout({ location, isAdmin, onClose }: DirectoryFlyoutProps) {
  const appPath = useAppPath();
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const settings = useAccountSettings();
  const canSwitch = canSwitchDirectoryPublishing(useAuth()?.permissions ?? {}, settings.data ?? {});
  return (
    <Drawer
      opened={location !== null}
      onClose={() => {
        setDiffOf(null);
        onClose();
      }}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the directory statuses' }}
      title={location ? `${location.name}: directory sync status` : ''}
    >
      {location && (
        <Stack gap="sm">
          {location.directories.map((entry) => {
            const card = cardOf(entry, location, isAdmin);
            const link = actionLinkOf(entry);
            const fields = parseFieldsNotInSync(entry.status_description);
            return (
              <Card
                key={entry.directory_code}
                withBorder
                padding="sm"
                data-testid={`flyout-${entry.directory_code}`}
                style={{ borderLeft: `4px solid var(--mantine-color-${card ? CARD_COLOURS[card.colour] : 'gray'}-6)` }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap={6}>
                    <Text fw={600}>{entry.directory_name}</Text>
                    {entry.beta && (
                      <Badge size="xs" variant="outline" title={LOCAL_LISTING_MESSAGES.yelpBeta}>
                        BETA
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{statusLabel(entry.status, location.open_status)}</Text>
                </Group>
                {card && (
                  <Text fw={600} c={`${CARD_COLOURS[card.colour]}.9`} size="sm">
                    {card.title}
                  </Text>
                )}
                {entry.beta && (
                  <Text size="xs" c="dimmed">
                    {LOCAL_LISTING_MESSAGES.yelpBeta}
                  </Text>
                )}
                {!isAdmin && entry.status !== 'in_sync' && entry.status !== 'not_available' && (
                  <Text size="sm">Contact an admin to fix this directory.</Text>
                )}
                {entry.status_description && <Text size="sm">{entry.status_description}</Text>}
                {entry.publishable && canSwitch && <DirectoryPublishingSwitch locationId={location.id} entry={entry} />}
                {fields.length > 0 && <Text size="sm">Fields: {fields.join(', ')}</Text>}
                <Text size="xs" c="dimmed">
                  Last scanned {listingDate(entry.last_checked_at)}
                </Text>
                <Group gap="sm" mt={4}>
                  {link &&
                    (link.startsWith('/') ? (
                      isAdmin && (
                        <Anchor component={Link} to={appPath(link)} size="sm">
                          Go to Integrations
                        </Anchor>
                      )
                    ) : (
                      <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
                        View listing on {entry.directory_name}
                      </Anchor>
                    ))}
                  {entry.last_checked_at && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setDiffOf(diffOf === entry.directory_code ? null : entry.directory_code)}
                      aria-expanded={diffOf === entry.directory_code}
                    >
                      {diffOf === entry.directory_code ? 'Hide differences' : 'Compare fields'}
                    </Button>
                  )}
                </Group>
                {diffOf === entry.directory_code && (
                  <ListingDiffTable
                    locationId={location.id}
                    directory={entry.directory_code}
                    name={entry.directory_name}
                  />
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </Drawer>
  );
}

import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  campaignBodySchema,
  type RecipientInput,
  type RequestType,
  SELECTOR_TYPES,
  type SelectorType,
} from '@repute/domain';
import { refusalMessage } from '@repute/domain/route-policy';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useLocalState } from '../../../shared/lib/use-local-state';
import { useRefusal } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { toast } from '../../../shared/ui/toast';
import {
  type CampaignDraft,
  useAddRecipients,
  useCampaign,
  useRequestLocations,
  useRequestTemplates,
  useSaveCampaign,
  useSendCampaign,
} from '../api';
import { ComposePreview } from '../components/ComposePreview';
import { ContactPicker } from '../components/ContactPicker';
import { HeaderImageUpload } from '../components/HeaderImageUpload';
import { RecipientUpload } from '../components/RecipientUpload';
import { RequestTabs } from '../components/RequestTabs';
import { recipientsFromLines } from '../recipient-lines';

const SELECTOR_LABELS: Record<SelectorType, string> = {
  nps: 'NPS (0-10)',
  stars: 'Stars (1-5)',
  thumbs: 'Thumbs Up',
  smiles: 'Smiling Faces',
};

const EMPTY: CampaignDraft = {
  location_id: 0,
  request_type_id: 'email',
  layout_id: 'standard',
  template_id: null,
  subject: '',
  content: 'Thank you for choosing us! We would love to hear how we did.\n\n%FEEDBACK_QUESTION%',
  header_text: '',
  header_image: '',
  use_header_image: false,
  sender_name: '',
  sender_email: '',
  url_ids: [],
  auto_select_sources: true,
  feedback_configuration: { selector_type: 'nps' },
};

/** What the compose screen keeps in this browser until the campaign is sent. */
type ComposeState = { draft: CampaignDraft; campaignId?: number; typed: string; scheduleAt: string };
const EMPTY_COMPOSE: ComposeState = { draft: EMPTY, typed: '', scheduleAt: '' };
const storedCompose = z.object({
  // Before a location is chosen the draft's location is 0.
  draft: campaignBodySchema.omit({ account_id: true }).extend({ location_id: z.number().int().nonnegative() }),
  campaignId: z.number().int().positive().optional(),
  typed: z.string().max(100_000),
  scheduleAt: z.string().max(40),
});
const parseCompose = (value: unknown): ComposeState | undefined => storedCompose.safeParse(value).data;

/** The id of the reason a user who may not send requests sees, which the disabled buttons point to. */
const REFUSAL_ID = 'compose-refusal';

/** /request-reviews/compose: a campaign's words, its recipients, then send now or schedule. */
export function ComposePage() {
  const appPath = useAppPath();
  const navigate = useNavigate();
  const locations = useRequestLocations();
  const templates = useRequestTemplates();
  const save = useSaveCampaign();
  const addRecipients = useAddRecipients();
  const send = useSendCampaign();
  const auth = useAuth();
  // A half-written campaign survives leaving the screen (spec 000 §9), for this user of this account only.
  const [compose, setCompose, clearCompose] = useLocalState(
    `repute:compose:${auth?.account_id ?? 0}:${auth?.user_id ?? 0}`,
    EMPTY_COMPOSE,
    parseCompose,
  );
  const { draft, campaignId, typed, scheduleAt } = compose;
  const setDraft = (change: (current: CampaignDraft) => CampaignDraft) =>
    setCompose((current) => ({ ...current, draft: change(current.draft) }));
  const setCampaignId = (id: number) => setCompose((current) => ({ ...current, campaignId: id }));
  const setTyped = (text: string) => setCompose((current) => ({ ...current, typed: text }));
  const setScheduleAt = (text: string) => setCompose((current) => ({ ...current, scheduleAt: text }));
  const [smsConsent, setSmsConsent] = useState(false);
  const [problem, setProblem] = useState<string>();
  const campaign = useCampaign(campaignId ?? 0);
  // Read Only and Limited users read the Ask tool but may not make a campaign: the form shows, disabled, and says why.
  const refusal = useRefusal('POST /campaigns');
  const refused = refusal !== null;
  const describedBy = refused ? REFUSAL_ID : undefined;
  const set = (patch: Partial<CampaignDraft>) => setDraft((current) => ({ ...current, ...patch }));

  /** Stores the draft (new or changed) and answers its id, or undefined with the problem shown. */
  const ensureCampaign = async () => {
    setProblem(undefined);
    if (!draft.location_id) {
      setProblem('Choose a location');
      return undefined;
    }
    try {
      const saved = await save.mutateAsync({ id: campaignId, body: draft });
      setCampaignId(saved.id);
      return saved.id;
    } catch (error) {
      setProblem(errorText(error) ?? 'The campaign was not saved');
      return undefined;
    }
  };

  const addPicked = async (recipients: RecipientInput[]) => {
    const id = await ensureCampaign();
    if (!id) return;
    try {
      await addRecipients.mutateAsync({ id, recipients });
    } catch (error) {
      setProblem(errorText(error) ?? 'The recipients were not added');
    }
  };

  const addTyped = async () => {
    const id = await ensureCampaign();
    const recipients = recipientsFromLines(typed, draft.request_type_id, smsConsent);
    if (!id || recipients.length === 0) return id;
    try {
      await addRecipients.mutateAsync({ id, recipients });
      setTyped('');
      return id;
    } catch (error) {
      setProblem(errorText(error) ?? 'The recipients were not added');
      return undefined;
    }
  };

  const sendNow = async (scheduled: boolean) => {
    const id = await addTyped();
    if (!id) return;
    try {
      await send.mutateAsync({
        id,
        scheduledAt: scheduled && scheduleAt ? new Date(scheduleAt).toISOString() : undefined,
      });
      clearCompose();
      navigate(appPath(`/request-reviews/new/confirmation?campaign_id=${id}`));
    } catch (error) {
      setProblem(errorText(error) ?? 'The campaign was not sent');
    }
  };

  const chooseTemplate = (value: string | null) => {
    const template = templates.data?._embedded?.templates?.find((row) => String(row.id) === value);
    if (!template) return set({ template_id: null });
    set({
      template_id: template.id,
      request_type_id: template.request_type_id,
      subject: template.subject,
      content: template.content,
      header_text: template.header_text,
      header_image: template.header_image,
      use_header_image: template.use_header_image,
    });
  };

  const recipientCount = campaign.data?.counts.recipients ?? 0;
  const busy = save.isPending || addRecipients.isPending || send.isPending;

  return (
    <>
      <PageHeader title="Compose Review Request" />
      <RequestTabs />
      {refusal && (
        <Alert color="gray" variant="light" id={REFUSAL_ID} mb="lg" maw={760}>
          {refusalMessage(refusal)}
        </Alert>
      )}
      <Fieldset variant="unstyled" disabled={refused} aria-describedby={describedBy}>
        <Stack gap="lg" maw={760}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                Message
              </Title>
              <Select
                label="Location"
                required
                placeholder="Choose a location"
                data={(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
                value={draft.location_id ? String(draft.location_id) : null}
                onChange={(value) => set({ location_id: Number(value ?? 0) })}
                searchable
                nothingFoundMessage="No Options"
              />
              <div>
                <Text size="sm" fw={500} mb={4} id="request-type-label">
                  Request type
                </Text>
                <SegmentedControl
                  aria-labelledby="request-type-label"
                  value={draft.request_type_id}
                  onChange={(value) => set({ request_type_id: value as RequestType })}
                  data={[
                    { value: 'email', label: 'Email' },
                    { value: 'sms', label: 'SMS' },
                  ]}
                />
              </div>
              <Select
                label="Template"
                placeholder="No template"
                clearable
                data={(templates.data?._embedded?.templates ?? []).map((row) => ({
                  value: String(row.id),
                  label: row.name,
                }))}
                value={draft.template_id ? String(draft.template_id) : null}
                onChange={chooseTemplate}
              />
              {draft.request_type_id === 'email' && (
                <TextInput
                  label="Subject"
                  value={draft.subject}
                  onChange={(event) => set({ subject: event.currentTarget.value })}
                />
              )}
              <TextInput
                label="Header text"
                value={draft.header_text}
                onChange={(event) => set({ header_text: event.currentTarget.value })}
              />
              {draft.request_type_id === 'email' && (
                <HeaderImageUpload
                  headerImage={draft.header_image}
                  useHeaderImage={draft.use_header_image}
                  onChange={set}
                />
              )}
              <Textarea
                label="Content"
                description="%FEEDBACK_QUESTION% becomes the feedback question."
                required
                autosize
                minRows={4}
                value={draft.content}
                onChange={(event) => set({ content: event.currentTarget.value })}
              />
              <Select
                label="Feedback question"
                data={SELECTOR_TYPES.map((value) => ({ value, label: SELECTOR_LABELS[value] }))}
                value={draft.feedback_configuration.selector_type}
                onChange={(value) =>
                  set({ feedback_configuration: { selector_type: (value ?? 'nps') as SelectorType } })
                }
                allowDeselect={false}
              />
              {draft.request_type_id === 'email' && (
                <Group grow>
                  <TextInput
                    label="Sender name"
                    value={draft.sender_name}
                    onChange={(event) => set({ sender_name: event.currentTarget.value })}
                  />
                  <TextInput
                    label="Sender email"
                    type="email"
                    value={draft.sender_email}
                    onChange={(event) => set({ sender_email: event.currentTarget.value })}
                  />
                </Group>
              )}
              <Checkbox
                label="Offer all of the location's review sites"
                checked={draft.auto_select_sources}
                onChange={(event) => set({ auto_select_sources: event.currentTarget.checked })}
              />
              <ComposePreview
                draft={draft}
                locationName={locations.data?.find((location) => location.id === draft.location_id)?.name ?? ''}
              />
            </Stack>
          </Paper>

          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                Recipients
              </Title>
              <Textarea
                label={
                  draft.request_type_id === 'email'
                    ? 'Recipients (Name, email — one a line)'
                    : 'Recipients (Name, phone — one a line)'
                }
                autosize
                minRows={3}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
              />
              {draft.request_type_id === 'sms' && (
                <Checkbox
                  label="These people agreed to receive text messages from us"
                  description="Texts go only to contacts who agreed, between 8 am and 9 pm where they are. An upload records agreement in its sms_consent column."
                  checked={smsConsent}
                  onChange={(event) => setSmsConsent(event.currentTarget.checked)}
                />
              )}
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={addTyped}
                  loading={addRecipients.isPending}
                  disabled={!typed.trim() || (draft.request_type_id === 'sms' && !smsConsent)}
                >
                  Add Recipients
                </Button>
              </Group>
              <ContactPicker requestType={draft.request_type_id} onPick={addPicked} adding={addRecipients.isPending} />
              <RecipientUpload ensureCampaign={ensureCampaign} />
              <Text size="sm" role="status">
                {recipientCount === 1 ? '1 recipient' : `${recipientCount} recipients`}
              </Text>
            </Stack>
          </Paper>

          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group gap="sm" align="flex-end">
            <Button
              variant="default"
              loading={save.isPending}
              onClick={() => ensureCampaign().then((id) => id && toast.success('Draft saved'))}
              aria-describedby={describedBy}
            >
              Save Draft
            </Button>
            <Button onClick={() => sendNow(false)} loading={busy} aria-describedby={describedBy}>
              Send Now
            </Button>
            <TextInput
              label="Schedule for"
              type="datetime-local"
              value={scheduleAt}
              onChange={(event) => setScheduleAt(event.currentTarget.value)}
            />
            <Button
              variant="light"
              onClick={() => sendNow(true)}
              disabled={!scheduleAt || busy}
              aria-describedby={describedBy}
            >
              Schedule
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </>
  );
}

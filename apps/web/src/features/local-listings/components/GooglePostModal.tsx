import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  GOOGLE_POST_ACTIONS,
  GOOGLE_POST_EXAMPLE_HOST,
  GOOGLE_POST_MESSAGES,
  GOOGLE_POST_SUMMARY_MAX,
  GOOGLE_POST_TERMS_MAX,
  type GooglePostActionType,
  type GooglePostTopicType,
  googlePostErrors,
} from '@repute/domain';
import { useEffect, useState } from 'react';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { toast } from '../../../shared/ui/toast';
import { emptyPostForm, formErrorsOf, type GooglePostForm, postBodyOf } from '../google-post-form';
import { type PostTargets, useCreateGooglePost } from '../google-posts-api';
import { GooglePostImageField } from './GooglePostImageField';

const CATEGORIES: { topic: GooglePostTopicType; label: string; description: string }[] = [
  { topic: 'STANDARD', label: 'Update', description: 'Share news, a photo or a message with your customers.' },
  { topic: 'OFFER', label: 'Offer', description: 'Promote a sale or a discount with a coupon code.' },
  { topic: 'EVENT', label: 'Event', description: 'Tell customers about an event with its dates.' },
];

type GooglePostModalProps = { opened: boolean; targets: PostTargets; targetText: string; onClose: () => void };

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Spec 001 §4 "Google post form": the category picker, then the Update, Offer or Event form. */
export function GooglePostModal({ opened, targets, targetText, onClose }: GooglePostModalProps) {
  const may = useMayCallOf();
  const [form, setForm] = useState<GooglePostForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof GooglePostForm, string>>>({});
  const [imageBlocking, setImageBlocking] = useState(false);
  const canAddImage = may('POST /upload');
  const create = useCreateGooglePost();
  const dirty = form !== null && JSON.stringify(form) !== JSON.stringify(emptyPostForm(form.topic));

  // Spec 001 §4: the form warns before the page unloads with unsaved changes.
  useEffect(() => {
    if (!opened || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [opened, dirty]);

  const close = () => {
    setForm(null);
    setSubmitted(false);
    setServerErrors({});
    setImageBlocking(false);
    onClose();
  };
  const ruleErrors = form ? formErrorsOf(googlePostErrors(postBodyOf(form), todayIso())) : {};
  const errorOf = (field: keyof GooglePostForm) => serverErrors[field] ?? (submitted ? ruleErrors[field] : undefined);
  const set = (field: keyof GooglePostForm) => (value: string) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const input = (field: keyof GooglePostForm) => ({
    value: form?.[field] ?? '',
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
  });

  const submit = () => {
    if (!form) return;
    setSubmitted(true);
    if (Object.keys(ruleErrors).length > 0 || imageBlocking) {
      toast.alert(GOOGLE_POST_MESSAGES.fixErrors);
      return;
    }
    create.mutate(
      { form, targets },
      {
        onSuccess: () => {
          toast.success(GOOGLE_POST_MESSAGES.submitted);
          close();
        },
        onError: (error) => {
          const fields = formErrorsOf(serverFieldErrors(error));
          setServerErrors(fields);
          toast.alert(GOOGLE_POST_MESSAGES.fixErrors, { error });
        },
      },
    );
  };

  const topic = form ? CATEGORIES.find((category) => category.topic === form.topic) : undefined;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={topic ? `Google Post: ${topic.label}` : 'Google Post'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">This post goes to {targetText}.</Text>
        {!form ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label="Post category">
            {CATEGORIES.map((category) => (
              <UnstyledButton
                key={category.topic}
                onClick={() => setForm(emptyPostForm(category.topic))}
                p="md"
                style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
              >
                <Text fw={700}>{category.label}</Text>
                <Text size="sm">{category.description}</Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        ) : (
          <>
            {form.topic !== 'STANDARD' && (
              <TextInput
                label={form.topic === 'OFFER' ? 'Offer title' : 'Event title'}
                withAsterisk
                maxLength={58}
                {...input('title')}
              />
            )}
            {form.topic !== 'STANDARD' && (
              <Group grow align="flex-start">
                <TextInput label="Start date" placeholder="MM/DD/YY" withAsterisk {...input('startDate')} />
                <TextInput label="End date" placeholder="MM/DD/YY" withAsterisk {...input('endDate')} />
              </Group>
            )}
            {form.topic === 'EVENT' && (
              <Group grow align="flex-start">
                <TextInput label="Start time" type="time" {...input('startTime')} />
                <TextInput label="End time" type="time" {...input('endTime')} />
              </Group>
            )}
            <Textarea
              label={form.topic === 'OFFER' ? 'Offer details' : 'Description'}
              autosize
              minRows={3}
              maxLength={GOOGLE_POST_SUMMARY_MAX}
              description={`${form.summary.length} / ${GOOGLE_POST_SUMMARY_MAX}`}
              {...input('summary')}
            />
            {/* The upload needs media create; every user type that may post has it (spec 001 §6). */}
            {canAddImage && (
              <GooglePostImageField
                value={form.imageUrl}
                onChange={set('imageUrl')}
                onBlockingChange={setImageBlocking}
                error={errorOf('imageUrl')}
              />
            )}
            {form.topic === 'OFFER' && (
              <>
                <TextInput label="Coupon code" maxLength={58} {...input('couponCode')} />
                <TextInput
                  label="Link to redeem offer"
                  placeholder={GOOGLE_POST_EXAMPLE_HOST}
                  {...input('redeemUrl')}
                />
                <Textarea
                  label="Terms and conditions"
                  autosize
                  minRows={2}
                  maxLength={GOOGLE_POST_TERMS_MAX}
                  {...input('terms')}
                />
              </>
            )}
            <Select
              label="Add a button"
              data={GOOGLE_POST_ACTIONS.map((action) => ({ label: action.label, value: action.value ?? '' }))}
              value={form.actionType}
              allowDeselect={false}
              onChange={(value) => set('actionType')((value ?? '') as GooglePostActionType | '')}
            />
            {form.actionType && form.actionType !== 'CALL' && (
              <TextInput
                label="Link for your button"
                placeholder={GOOGLE_POST_EXAMPLE_HOST}
                withAsterisk
                {...input('actionUrl')}
              />
            )}
          </>
        )}
        <Group justify="flex-end">
          {form && (
            <Button
              variant="default"
              onClick={() => {
                setForm(null);
                setImageBlocking(false);
              }}
              disabled={create.isPending}
            >
              Back
            </Button>
          )}
          <Button variant="default" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          {form && (
            <Button onClick={submit} loading={create.isPending}>
              Post
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

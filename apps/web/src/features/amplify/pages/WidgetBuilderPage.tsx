import { Alert, Anchor, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { WIDGET_HEIGHTS, WIDGET_TYPE_NAMES, type WidgetType, widgetSaveProblem } from '@repute/domain/widgets';
import { carousel } from '@repute/widget/carousel';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { toast } from '../../../shared/ui/toast';
import { type BuilderMode, builderRefusal } from '../amplify-access';
import { useSaveWidget, useWidget, useWidgetPreview } from '../amplify-api';
import { EmbedCode } from '../components/EmbedCode';
import { type Enhance, ShadowPreview } from '../components/ShadowPreview';
import { WidgetSettingsForm } from '../components/WidgetSettingsForm';
import { builderBack, newWidgetForm, type WidgetForm, widgetBodyOf, widgetTypeOf } from '../widget-form';

/** Spec 001 §9 breakpoints: the preview at a desktop (1000) and a phone width. */
const PREVIEWS = [
  { label: 'Desktop', width: 1000 },
  { label: 'Mobile', width: 375 },
] as const;

/** The embed loader's code for each type that has any: the preview behaves as the embed does. */
const ENHANCE: Partial<Record<WidgetType, Enhance>> = { teaser: carousel };

const SAVE_PROBLEM_ID = 'widget-save-problem';

/** /amplify/widgets/create/{type}, /edit/{type}/{id} and /preview/{type}/{id}: the builder and its live preview. */
function WidgetBuilderPage({ mode }: { mode: BuilderMode }) {
  const params = useParams();
  const auth = useAuth();
  const settings = useAccountSettings();
  const type = widgetTypeOf(params.widgetType);
  if (!type) return <Alert color="red">Unknown widget type</Alert>;
  if (!auth || !settings.data) return <PageLoader />;
  const refusal = builderRefusal(mode, type, auth.permissions, settings.data);
  if (refusal) return <ErrorAlert>{refusal}</ErrorAlert>;
  return (
    <Builder key={`${mode}-${params.id ?? 'new'}`} mode={mode} type={type} id={params.id ? Number(params.id) : null} />
  );
}

function Builder({ mode, type, id }: { mode: BuilderMode; type: WidgetType; id: number | null }) {
  const appPath = useAppPath();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const saved = useWidget(id);
  const save = useSaveWidget(id);
  const [form, setForm] = useState<WidgetForm | null>(id === null ? newWidgetForm(type, query) : null);
  useEffect(() => {
    if (saved.data && form === null) setForm({ name: saved.data.name, settings: saved.data.settings });
  }, [saved.data, form]);
  const previewBody = useMemo(
    () => ({ widget_type: type, settings: (form ?? newWidgetForm(type, query)).settings }),
    [type, form, query],
  );
  const preview = useWidgetPreview(previewBody);
  const back = builderBack(query);

  const title = `${mode === 'create' ? 'Create' : mode === 'edit' ? 'Edit' : 'Preview'} ${WIDGET_TYPE_NAMES[type]}`;
  const header = <PageHeader title={title} back={{ to: appPath(back.to), label: back.label }} />;
  if (saved.isError) {
    return (
      <>
        {header}
        <Alert color="red">Widget not found</Alert>
      </>
    );
  }
  if (!form) return <PageLoader />;

  const submit = async () => {
    try {
      const widget = await save.mutateAsync(widgetBodyOf(type, form));
      toast.success('Widget saved');
      if (mode === 'create') navigate(appPath(`/amplify/widgets/edit/${type}/${widget.id}`), { replace: true });
    } catch (error) {
      toast.alert(isApiError(error) ? error.message : 'The widget could not be saved');
    }
  };
  const saveProblem = widgetSaveProblem(type, form.settings);
  const html = preview.data?.html ?? '';
  const widget = save.data ?? saved.data;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: appPath(back.to), label: back.label }}
        actions={
          mode === 'preview' && id !== null ? (
            <Anchor component={Link} to={appPath(`/amplify/widgets/edit/${type}/${id}`)}>
              Edit
            </Anchor>
          ) : undefined
        }
      />
      <Grid>
        {mode !== 'preview' && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md">
              <Stack>
                <WidgetSettingsForm type={type} form={form} onChange={setForm} />
                <Button
                  w="fit-content"
                  loading={save.isPending}
                  disabled={!form.name.trim() || saveProblem !== null}
                  aria-describedby={saveProblem ? SAVE_PROBLEM_ID : undefined}
                  onClick={() => void submit()}
                >
                  Save
                </Button>
                {saveProblem && (
                  <Text id={SAVE_PROBLEM_ID} size="sm" c="red.8">
                    {saveProblem}
                  </Text>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: mode === 'preview' ? 12 : 8 }}>
          <Stack gap="lg">
            {widget && <EmbedCode widget={widget} />}
            {PREVIEWS.map(({ label, width }) => (
              <ShadowPreview
                key={label}
                html={html}
                height={WIDGET_HEIGHTS[type]}
                width={width}
                label={label}
                enhance={ENHANCE[type]}
              />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

export const WidgetCreatePage = () => <WidgetBuilderPage mode="create" />;
export const WidgetEditPage = () => <WidgetBuilderPage mode="edit" />;
export const WidgetPreviewPage = () => <WidgetBuilderPage mode="preview" />;

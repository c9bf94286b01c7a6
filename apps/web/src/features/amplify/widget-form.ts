import {
  DEFAULT_WIDGET_SETTINGS,
  WIDGET_TYPE_NAMES,
  WIDGET_TYPES,
  type WidgetBody,
  type WidgetSettings,
  type WidgetType,
} from '@repute/domain/widgets';

export type WidgetForm = { name: string; settings: WidgetSettings };

export function widgetTypeOf(param: string | undefined): WidgetType | null {
  return WIDGET_TYPES.find((type) => type === param) ?? null;
}

/**
 * A new widget's form: its type's name and the default settings; from a location's detail page
 * (fromPage=locationDetail&location_id=...) it starts with that location chosen.
 */
export function newWidgetForm(type: WidgetType, query: URLSearchParams): WidgetForm {
  const locationId = Number(query.get('location_id'));
  const fromLocation = query.get('fromPage') === 'locationDetail' && Number.isInteger(locationId) && locationId > 0;
  return {
    name: WIDGET_TYPE_NAMES[type],
    settings: { ...DEFAULT_WIDGET_SETTINGS, location_ids: fromLocation ? [locationId] : [] },
  };
}

export function widgetBodyOf(type: WidgetType, form: WidgetForm): WidgetBody {
  return { name: form.name.trim(), widget_type: type, settings: form.settings };
}

/** Where the builder's back link and a save lead: the location it came from, or the widgets home. */
export function builderBack(query: URLSearchParams): { to: string; label: string } {
  const locationId = query.get('location_id');
  if (query.get('fromPage') === 'locationDetail' && locationId) {
    return { to: `/settings/locations/${encodeURIComponent(locationId)}/details`, label: 'Location Details' };
  }
  return { to: '/amplify', label: 'Widgets' };
}

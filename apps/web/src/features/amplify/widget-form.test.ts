import { describe, expect, it } from 'vitest';
import { builderBack, newWidgetForm, widgetBodyOf, widgetTypeOf } from './widget-form';

describe('the widget builder form', () => {
  it("starts from the location detail page's location", () => {
    const query = new URLSearchParams('fromPage=locationDetail&location_id=42');
    expect(newWidgetForm('location_info', query)).toMatchObject({
      name: 'Location Information',
      settings: { location_ids: [42], auto_publish: true },
    });
    expect(builderBack(query)).toEqual({ to: '/settings/locations/42/details', label: 'Location Details' });
  });

  it('starts with every location otherwise, and goes back to the widgets', () => {
    const query = new URLSearchParams('location_id=42');
    expect(newWidgetForm('teaser', query).settings.location_ids).toEqual([]);
    expect(builderBack(query)).toEqual({ to: '/amplify', label: 'Widgets' });
  });

  it('knows only the four widget types', () => {
    expect(widgetTypeOf('full_page')).toBe('full_page');
    expect(widgetTypeOf('banner')).toBeNull();
  });

  it('sends the trimmed name with the type', () => {
    const form = newWidgetForm('teaser', new URLSearchParams());
    expect(widgetBodyOf('teaser', { ...form, name: '  Home  ' })).toMatchObject({
      name: 'Home',
      widget_type: 'teaser',
    });
  });
});

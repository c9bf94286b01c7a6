import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedFilterNameInput } from './SavedFilterNameInput';

function renderInput(initialName = '', error: string | null = null) {
  const handlers = { onSubmit: vi.fn(), onCancel: vi.fn(), onEdit: vi.fn() };
  render(
    <MantineProvider env="test">
      <SavedFilterNameInput initialName={initialName} error={error} saving={false} {...handlers} />
    </MantineProvider>,
  );
  return { ...handlers, input: screen.getByLabelText('Saved filter name') as HTMLInputElement };
}

describe('SavedFilterNameInput', () => {
  it('Enter submits the trimmed name when it is not empty', async () => {
    const { input, onSubmit } = renderInput();
    await userEvent.type(input, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '  Eastside  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Eastside');
  });

  it('Escape cancels', async () => {
    const { input, onCancel, onSubmit } = renderInput('Eastside');
    await userEvent.type(input, '{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the save button from submitting an empty name, and stops at 60 characters', async () => {
    const { input, onSubmit } = renderInput();
    await userEvent.click(screen.getByRole('button', { name: 'Save filter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save filter' }).getAttribute('aria-disabled')).toBe('true');
    expect(input.maxLength).toBe(60);
  });

  it('shows the name error it is given', () => {
    renderInput('Eastside', 'A saved filter with that name already exists');
    expect(screen.getByText('A saved filter with that name already exists')).toBeTruthy();
  });
});

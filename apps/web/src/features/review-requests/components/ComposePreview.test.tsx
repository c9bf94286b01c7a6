import { MantineProvider } from '@mantine/core';
import { SELECTOR_TEXT } from '@repute/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignDraft } from '../api';
import { ComposePreview } from './ComposePreview';

const DRAFT: CampaignDraft = {
  location_id: 1,
  request_type_id: 'email',
  layout_id: 'standard',
  template_id: null,
  subject: '',
  content: 'Hi!\n\n%FEEDBACK_QUESTION%',
  header_text: 'One question: %feedback_question%',
  header_image: '',
  use_header_image: false,
  sender_name: '',
  sender_email: '',
  url_ids: [],
  auto_select_sources: true,
  feedback_configuration: { selector_type: 'smiles' },
};

describe('the compose preview', () => {
  it('never shows a feedback placeholder raw, in the heading or the words', () => {
    render(
      <MantineProvider env="test">
        <ComposePreview draft={DRAFT} locationName="Lakeside Clinic" />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: `One question: ${SELECTOR_TEXT.smiles}` })).toBeTruthy();
    expect(screen.getByText(SELECTOR_TEXT.smiles)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/%feedback_/i);
  });
});

import { Button, Menu } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { embedded } from '../../../shared/api/hal';
import { useResponseTemplates } from './responding-api';

type TemplateMenuProps = { reviewId: number; onPick: (text: string) => void };

/** Starts the response from a template, filled in for this review; hidden when the account has none. */
export function TemplateMenu({ reviewId, onPick }: TemplateMenuProps) {
  const templates = useResponseTemplates(reviewId);
  const items = embedded(templates.data, 'response_templates');
  // Nothing to offer until they are read, and nothing when the account has none.
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md" width={260}>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconTemplate size={14} />}>
          Use Template
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((template) => (
          <Menu.Item key={template.id} onClick={() => onPick(template.filled ?? template.content)}>
            {template.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Anchor } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The "Open review" link at the foot of a review card, to the review's own page. */
export function OpenReviewLink({ href }: { href: string }) {
  return (
    <Anchor component={Link} to={href} size="sm" fw={500} style={{ display: 'inline-flex', alignItems: 'center' }}>
      Open review
      <IconChevronRight size={16} aria-hidden />
    </Anchor>
  );
}

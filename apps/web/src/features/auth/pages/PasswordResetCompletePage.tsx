import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';

export function PasswordResetCompletePage() {
  return (
    <AuthCard title="Password reset complete">
      <Text>Your password has been changed. You can now log in with your new password.</Text>
      <Button component={Link} to="/login" fullWidth>
        Log In
      </Button>
    </AuthCard>
  );
}

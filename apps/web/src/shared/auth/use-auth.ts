import type { AuthState } from '@repute/domain';
import { useStore } from '../lib/create-store';
import { type AuthSnapshot, authStore } from './auth-store';

export function useAuthSnapshot(): AuthSnapshot {
  return useStore(authStore);
}

export function useAuth(): AuthState | null {
  return useStore(authStore).auth;
}

import { useLocalStorage } from '@mantine/hooks';
import { NAV_COLLAPSED_STORAGE_KEY } from './nav-theme';

/** The collapse state of the left menu, remembered across visits (spec 000 §2). */
export function useNavCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: NAV_COLLAPSED_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [collapsed, setCollapsed];
}

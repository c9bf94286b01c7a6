import type { ReactNode } from 'react';
import { createStore, useStore } from '../lib/create-store';

export type BannerLevel = 'alert' | 'warning' | 'info' | 'success';

/** A message in the fixed banner at the top of the app (trial, integration expiry, ...). */
export type Banner = {
  id: string;
  level: BannerLevel;
  message: ReactNode;
  dismissible?: boolean;
  onDismiss?: () => void;
};

export const bannerStore = createStore<Banner[]>([]);

/** Shows a banner, replacing one with the same id. */
export function showBanner(banner: Banner): void {
  bannerStore.set((banners) => [...banners.filter((item) => item.id !== banner.id), banner]);
}

export function hideBanner(id: string): void {
  bannerStore.set((banners) => (banners.some((item) => item.id === id) ? banners.filter((b) => b.id !== id) : banners));
}

export function useBanners(): Banner[] {
  return useStore(bannerStore);
}

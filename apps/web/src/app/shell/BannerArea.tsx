import type { Ref } from 'react';
import { hideBanner, useBanners } from '../../shared/ui/banner-store';
import { NotificationBanner } from '../../shared/ui/NotificationBanner';

type BannerAreaProps = { ref?: Ref<HTMLDivElement> };

/** The fixed strip at the top of the app holding every active banner. */
export function BannerArea({ ref }: BannerAreaProps) {
  const banners = useBanners();
  return (
    <div ref={ref} className="repute-banner-area">
      {banners.map((banner) => (
        <NotificationBanner
          key={banner.id}
          level={banner.level}
          onDismiss={
            banner.dismissible
              ? () => {
                  hideBanner(banner.id);
                  banner.onDismiss?.();
                }
              : undefined
          }
        >
          {banner.message}
        </NotificationBanner>
      ))}
    </div>
  );
}

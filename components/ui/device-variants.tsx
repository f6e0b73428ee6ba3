import { useEffect, type ReactNode } from 'react';
import { deviceClassOf } from '@/lib/ua';
import styles from './device.module.css';

/**
 * Marks `<html data-device>` from the user agent after hydration. The first paint already picks the
 * phone or the desktop variant by media query (a touch screen without hover is a phone); the user
 * agent then settles what the query cannot tell (a Windows touch laptop, a phone with a mouse).
 */
export function useDeviceClass(): void {
  useEffect(() => {
    const device = deviceClassOf(navigator.userAgent);
    if (device) document.documentElement.dataset.device = device;
  }, []);
}

/**
 * Renders the phone and the desktop variant of a block side by side in the server HTML; CSS shows
 * the one for this device (device.module.css), so no script runs before the right one shows.
 */
export function DeviceVariants({ phone, desktop }: { phone: ReactNode; desktop: ReactNode }) {
  useDeviceClass();
  return (
    <>
      {phone !== null && (
        <div className={styles.phoneOnly} data-variant="phone">
          {phone}
        </div>
      )}
      {desktop !== null && (
        <div className={styles.desktopOnly} data-variant="desktop">
          {desktop}
        </div>
      )}
    </>
  );
}

import { TokenLinkPage } from '../account/TokenLinkPage';

/** `/auth/device_verified?token=...`: the link mailed after a sign-in from a new device. */
export function DeviceVerifiedPage() {
  return <TokenLinkPage title="Confirm this device" endpoint="/api/auth/device_verified" />;
}

'use client';

import { QRCodeSVG } from 'qrcode.react';

/** The authenticator app's QR code of a TOTP URI (an SVG; the secret stays readable beside it as text). */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  return <QRCodeSVG value={uri} size={176} marginSize={2} role="img" aria-label={label} className="rounded-lg bg-white ring-1 ring-black/10" />;
}

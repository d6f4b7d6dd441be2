import { QRCodeSVG } from 'qrcode.react';

/** The invite link as a QR code (its own chunk: only the recommend page needs the encoder). */
export const InviteQr = ({ value, label }: { value: string; label: string }) => (
  <QRCodeSVG value={value} size={152} level="M" title={label} data-testid="recommend-qr" />
);

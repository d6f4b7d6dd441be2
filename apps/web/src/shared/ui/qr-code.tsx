import { QRCodeSVG } from 'qrcode.react';

type QrCodeProps = {
  /** The text the code carries: an absolute link, so a phone's camera opens this site. */
  value: string;
  /** Read out by screen readers (the SVG's title). */
  label: string;
  size?: number;
  testId?: string;
};

/**
 * A link as a QR code. Load it with `lazyComponent` so the encoder stays in a chunk of its own,
 * fetched only by the pages that show one (recommend a friend, the agent's promotion links).
 */
export const QrCode = ({ value, label, size = 152, testId }: QrCodeProps) => (
  <QRCodeSVG value={value} size={size} level="M" title={label} data-testid={testId} />
);

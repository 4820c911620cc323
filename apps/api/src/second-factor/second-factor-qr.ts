import QRCode from 'qrcode';

/** The QR code of an `otpauth://` address, as an SVG document drawn on the server (no script needed). */
export const qrCodeSvg = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

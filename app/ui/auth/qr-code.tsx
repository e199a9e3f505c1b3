import QRCode from "qrcode";
import { useMemo } from "react";

/** The QR code of a TOTP URI, drawn here as SVG: the secret never leaves the page. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const path = useMemo(() => {
    const code = QRCode.create(value, { errorCorrectionLevel: "M" });
    const size = code.modules.size;
    let d = "";
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (code.modules.get(x, y)) d += `M${x + 2} ${y + 2}h1v1h-1z`;
    }
    return { d, size: size + 4 };
  }, [value]);
  return (
    <svg className="qr" viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={label}>
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

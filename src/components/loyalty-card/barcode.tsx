import { useMemo } from 'react';
import { barcodeBars } from './barcode-modules';

export interface BarcodeProps {
  /** The value to encode (a card number). */
  value: string;
  /** Accessible name; the number is also shown as text beside the barcode. */
  label: string;
  /** Bar height in modules (the width of the narrowest bar). */
  height?: number;
  className?: string;
}

/**
 * A Code 128 barcode (modules from JsBarcode) as inline SVG: black bars on white, crisp at any
 * zoom. The SVG scales to its container's width; height keeps the ratio.
 */
export function Barcode({ value, label, height = 50, className }: BarcodeProps) {
  const { bars, width } = useMemo(() => barcodeBars(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className={className}
      data-testid="barcode"
    >
      <rect x={0} y={0} width={width} height={height} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}

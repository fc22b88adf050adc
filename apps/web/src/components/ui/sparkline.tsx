type SparklineProps = {
  /** Values in time order (oldest first). */
  values: readonly number[];
  label: string;
  width?: number;
  height?: number;
  className?: string;
};

/** A tiny line chart of a few values (e.g. a price history), drawn as SVG. Needs at least two values. */
export function Sparkline({ values, label, width = 160, height = 40, className }: SparklineProps) {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return null;
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const pad = 4;
  const x = (i: number) => pad + (i * (width - 2 * pad)) / (finite.length - 1);
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) * (height - 2 * pad)) / (max - min));
  const points = finite.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = finite[finite.length - 1];
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx={x(finite.length - 1)} cy={y(last)} r="3" fill="currentColor" />
    </svg>
  );
}

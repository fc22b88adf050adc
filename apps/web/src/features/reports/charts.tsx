import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCad, formatMoney } from '../../lib/format';

export type ChartDatum = { label: string; value: number };

export const CHART_COLORS = [
  '#047857',
  '#0284c7',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#0d9488',
  '#65a30d',
  '#dc2626',
  '#4f46e5',
  '#ca8a04',
  '#6b7280',
];

/** $1,234 → "$1.2k" for axis ticks. */
export function compactMoney(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `$${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (abs >= 1_000) return `$${(value / 1_000).toFixed(1).replace(/\.0$/, '')}k`;
  return `$${Math.round(value)}`;
}

function shorten(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** A one-line axis label, cut with an ellipsis; the full name shows on hover. */
function NameTick({ x = 0, y = 0, payload }: TickProps) {
  const name = String(payload?.value ?? '');
  return (
    <text x={Number(x) - 6} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill="#374151">
      <title>{name}</title>
      {shorten(name, 15)}
    </text>
  );
}

const tooltipStyle = { borderRadius: 8, borderColor: '#e5e7eb', fontSize: 13 };

type BarsProps = {
  data: readonly ChartDatum[];
  label: string;
  valueName: string;
  /** How values read on the axis and in the tooltip; dollars unless given. */
  format?: { tick: (v: number) => string; value: (v: number) => string };
};

/** Horizontal bars, one per row, longest first; the row names sit on the left. */
export function HorizontalBars({ data, label, valueName, format }: BarsProps) {
  const height = Math.max(120, data.length * 44 + 40);
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid horizontal={false} stroke="#f3f4f6" />
          <XAxis
            type="number"
            tickFormatter={format?.tick ?? compactMoney}
            tick={{ fontSize: 12, fill: '#6b7280' }}
            axisLine={false}
            tickLine={false}
          />
          <YAxis type="category" dataKey="label" width={124} tick={<NameTick />} axisLine={false} tickLine={false} />
          <Tooltip
            cursor={{ fill: '#f0fdf4' }}
            contentStyle={tooltipStyle}
            formatter={(v) => [(format?.value ?? formatCad)(Number(v)), valueName]}
          />
          <Bar
            dataKey="value"
            name={valueName}
            fill={CHART_COLORS[0]}
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
            animationDuration={400}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A donut with an HTML legend listing each share's amount and percentage. */
export function Donut({ data, label }: { data: readonly ChartDatum[]; label: string }) {
  const total = data.reduce((s, d) => s + d.value, 0);
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <div role="img" aria-label={label} className="mx-auto size-40">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={[...data]}
              dataKey="value"
              nameKey="label"
              innerRadius="58%"
              outerRadius="100%"
              paddingAngle={1}
              animationDuration={400}
            >
              {data.map((d, i) => (
                <Cell key={d.label} fill={CHART_COLORS[i % CHART_COLORS.length]} stroke="#fff" />
              ))}
            </Pie>
            <Tooltip contentStyle={tooltipStyle} formatter={(v, n) => [formatCad(Number(v)), String(n)]} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="space-y-1.5 text-sm">
        {data.map((d, i) => (
          <li key={d.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: CHART_COLORS[i % CHART_COLORS.length] }}
            />
            <span className="min-w-0 flex-1 truncate text-gray-800" title={d.label}>
              {d.label}
            </span>
            <span className="text-gray-900 tabular-nums">{formatMoney(d.value)}</span>
            <span className="w-9 shrink-0 text-right text-gray-500 tabular-nums">
              {total > 0 ? `${Math.round((d.value / total) * 100)}%` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

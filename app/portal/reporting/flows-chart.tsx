import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scaleTime } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useId } from "react";
import { TableScroll } from "#app/staff/documents/table-scroll.tsx";
import { useBoxSize } from "#app/ui/use-box-size.ts";
import type { CapitalAccount } from "#common/reporting-api.ts";
import { formatDay, formatMoney } from "./money.ts";
import { reportingContent } from "./reporting-content.ts";

const text = reportingContent.chart;
// The chart is drawn at the width of its box, one unit to a CSS pixel, so that its labels keep
// their size on a phone instead of shrinking with a drawing of fixed width. Below NARROW
// pixels it has fewer date ticks, so that they do not run into each other.
const WIDTH = 640;
const NARROW = 480;
const MARGIN = { top: 12, right: 16, bottom: 36, left: 72 };
// Three looks told apart by colour and by dash, so no line depends on colour alone.
const LOOKS = [
  { color: "#243a5e", dash: undefined },
  { color: "#7a5a26", dash: "6 4" },
  { color: "#1f6b4f", dash: "2 3" },
] as const;

type Point<K extends string> = { date: string } & Record<K, string>;
const day = (point: { date: string }) => new Date(`${point.date}T00:00:00Z`);
// Only the drawing turns money into numbers, to place a point on the screen; every figure a
// reader sees comes from the decimal strings, formatted as they are.
const plotted = (value: string) => Number(value);

/**
 * Cumulative contributions, distributions and NAV as an SVG line chart (visx), with its text
 * alternative: a description, and the same figures as a table read by keyboard and screen reader.
 */
export function FlowsChart({ series, currency }: { series: CapitalAccount["series"]; currency: string }) {
  return (
    <TimeChart
      series={series}
      currency={currency}
      lines={[
        { key: "contributions", label: text.series.contributions },
        { key: "distributions", label: text.series.distributions },
        { key: "nav", label: text.series.nav },
      ]}
      words={text}
    />
  );
}

/** Up to three money series over time, drawn and tabled the same way. */
export function TimeChart<K extends string>({
  series,
  currency,
  lines,
  words,
}: {
  series: Point<K>[];
  currency: string;
  lines: { key: K; label: string }[];
  words: { heading: string; description: string; caption: string; date: string; tooFew: string };
}) {
  const SERIES = lines.map((line, index) => ({ ...line, ...(LOOKS[index] ?? LOOKS[0]) }));
  const headingId = useId();
  const descId = useId();
  const [figure, box] = useBoxSize<HTMLElement>();
  const width = Math.max(280, box?.width ?? WIDTH);
  const narrow = width < NARROW;
  const height = narrow ? 280 : 300;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const dates = series.map(day);
  const highest = Math.max(1, ...series.flatMap((point) => SERIES.map((line) => plotted(point[line.key]))));
  const x = scaleTime({
    domain: [dates[0] ?? new Date(), dates.at(-1) ?? new Date()],
    range: [0, innerWidth],
  });
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  return (
    <section aria-labelledby={headingId} className="flows-chart">
      <h2 id={headingId}>{words.heading}</h2>
      {series.length < 2 ? (
        <p>{words.tooFew}</p>
      ) : (
        <figure ref={figure}>
          <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${headingId} ${descId}`}>
            <title>{words.heading}</title>
            <desc id={descId}>{words.description}</desc>
            <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
              {SERIES.map((line) => (
                <LinePath
                  key={line.key}
                  data={series}
                  x={(point) => x(day(point))}
                  y={(point) => y(plotted(point[line.key]))}
                  stroke={line.color}
                  strokeWidth={2.5}
                  strokeDasharray={line.dash}
                />
              ))}
              <AxisLeft scale={y} numTicks={5} tickFormat={(value) => compact(value, currency)} />
              <AxisBottom top={innerHeight} scale={x} numTicks={narrow ? 3 : 4} />
            </Group>
          </svg>
          <figcaption>
            <ul className="chart-legend">
              {SERIES.map((line) => (
                <li key={line.key}>
                  <svg width="28" height="10" aria-hidden="true">
                    <line
                      x1="0"
                      x2="28"
                      y1="5"
                      y2="5"
                      stroke={line.color}
                      strokeWidth="3"
                      strokeDasharray={line.dash}
                    />
                  </svg>{" "}
                  {line.label}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      )}
      <TableScroll label={words.caption}>
        <table>
          <caption>{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.date}</th>
              {SERIES.map((line) => (
                <th scope="col" key={line.key} className="amount">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatDay(point.date)}</th>
                {SERIES.map((line) => (
                  <td key={line.key} className="amount">
                    {formatMoney(point[line.key], currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

const compactFormats = new Map<string, Intl.NumberFormat>();
function compact(value: unknown, currency: string): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: "currency", currency, notation: "compact" });
    compactFormats.set(currency, format);
  }
  return format.format(Number(value));
}

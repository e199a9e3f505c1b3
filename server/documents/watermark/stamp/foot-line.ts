/** Where a page's foot line starts, which way it runs, and how long it may be, in page space. */
export interface FootLine {
  x: number;
  y: number;
  /** The direction of the text, as pdf-lib's rotation in degrees (counter-clockwise). */
  angle: number;
  dx: number;
  dy: number;
  length: number;
}

/**
 * The foot of the page as a reader sees it: a page with /Rotate is shown turned
 * clockwise, so its visual bottom edge is another edge of the page's own box, and the
 * line must run along that edge to read upright.
 */
export function footLine(
  box: { x: number; y: number; width: number; height: number },
  rotation: number,
  margin: number,
): FootLine {
  const { x, y, width: w, height: h } = box;
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return { x: x + w - margin, y: y + margin, angle: 90, dx: 0, dy: 1, length: h - 2 * margin };
    case 180:
      return { x: x + w - margin, y: y + h - margin, angle: 180, dx: -1, dy: 0, length: w - 2 * margin };
    case 270:
      return { x: x + margin, y: y + h - margin, angle: 270, dx: 0, dy: -1, length: h - 2 * margin };
    default:
      return { x: x + margin, y: y + margin, angle: 0, dx: 1, dy: 0, length: w - 2 * margin };
  }
}

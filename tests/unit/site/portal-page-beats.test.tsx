import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEAT_MS, IDLE_MS, usePageBeats } from "#app/portal/documents/use-page-beats.ts";
import type { PageBeat } from "#common/portal-documents-api.ts";

// The viewer's page time: what the server is told, beat by beat, as a reader reads, turns
// pages, leaves the tab or walks away from the screen.

let beats: PageBeat[];
const setVisibility = (state: "visible" | "hidden") => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
  vi.useFakeTimers();
  beats = [];
  setVisibility("visible");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const read = (page = 0) =>
  renderHook(({ page }) => usePageBeats(page, (beat) => beats.push(beat)), { initialProps: { page } });

describe("page time beats", () => {
  it("reports the seconds on the page every ten seconds", () => {
    read();
    vi.advanceTimersByTime(BEAT_MS * 2);
    expect(beats).toEqual([
      { page: 0, seconds: 10 },
      { page: 0, seconds: 10 },
    ]);
  });

  it("gives the time so far to the page being left when the reader turns it", () => {
    const reader = read();
    vi.advanceTimersByTime(4000);
    reader.rerender({ page: 1 });
    vi.advanceTimersByTime(BEAT_MS - 4000);
    expect(beats).toEqual([
      { page: 0, seconds: 4 },
      { page: 1, seconds: 6 },
    ]);
  });

  it("stops while the tab is hidden and starts again when it shows", () => {
    read(2);
    vi.advanceTimersByTime(3000);
    setVisibility("hidden");
    vi.advanceTimersByTime(BEAT_MS * 5);
    expect(beats).toEqual([{ page: 2, seconds: 3 }]);
    // Shown again 53 s in: a beat of nothing says so, and the next, at 60 s, counts the 7 s since.
    setVisibility("visible");
    vi.advanceTimersByTime(BEAT_MS);
    expect(beats).toEqual([
      { page: 2, seconds: 3 },
      { page: 2, seconds: 0 },
      { page: 2, seconds: 7 },
    ]);
  });

  it("counts no more than a minute after the last input, then nothing until the next", () => {
    read();
    vi.advanceTimersByTime(IDLE_MS * 3);
    const counted = beats.reduce((sum, beat) => sum + beat.seconds, 0);
    expect(counted).toBe(IDLE_MS / 1000);
    window.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(BEAT_MS);
    expect(beats.slice(-2)).toEqual([
      { page: 0, seconds: 0 },
      { page: 0, seconds: 10 },
    ]);
  });

  it("sends the last seconds when the viewer closes", () => {
    const reader = read(5);
    vi.advanceTimersByTime(7000);
    reader.unmount();
    expect(beats).toEqual([{ page: 5, seconds: 7 }]);
  });
});

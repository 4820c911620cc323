'use client';
import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { describeFocalPoint, type FocalPoint } from '../../lib/focal-point.ts';

const STEP = 0.05;
const FINE_STEP = 0.01;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The image's preview, on which the editor sets the focal point by clicking, by dragging the
 * marker, or with the arrow keys on the marker (Shift for finer steps); the position is announced.
 */
export function FocalPointPicker({
  src,
  point,
  onChange,
}: {
  src: string;
  point: FocalPoint | null;
  onChange: (point: FocalPoint | null) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const hintId = useId();
  const shown = point ?? { x: 0.5, y: 0.5 };
  const fromPointer = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange({ x: shown.x + move[0] * step, y: shown.y + move[1] * step });
  };
  return (
    <div className="mt-2">
      <div
        ref={frame}
        className="relative inline-block max-w-full cursor-crosshair touch-none select-none"
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => dragging.current && fromPointer(event)}
        onPointerUp={() => {
          dragging.current = false;
        }}
      >
        {/* biome-ignore lint/performance/noImgElement: a preview of the content service's file in the studio */}
        <img src={src} alt="" draggable={false} className="block max-h-60 max-w-full" />
        <button
          type="button"
          aria-label="Focal point"
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-violet-700/70 shadow outline-offset-2"
          style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
        />
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        Click or drag on the image, or use the arrow keys on the focal point, to choose the part kept in view
        when the site crops it.
      </p>
      <p role="status" className="text-sm">
        {point ? describeFocalPoint(point) : 'No focal point set.'}
      </p>
      {point ? (
        <button type="button" className="mt-1 rounded border px-2 py-1" onClick={() => onChange(null)}>
          Clear the focal point
        </button>
      ) : null}
    </div>
  );
}

'use client';
import { type ReactNode, useState } from 'react';

type Props = {
  /** What one item is called in buttons and announcements ("slice", "item"). */
  noun: string;
  keys: readonly string[];
  titles: readonly string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
};

/**
 * Items that can be reordered by dragging their handle or with the Move up and Move down buttons
 * (the keyboard's way), and removed; each move is announced to screen readers.
 */
export function ReorderableList({ noun, keys, titles, onMove, onRemove, children }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= keys.length) return;
    onMove(from, to);
    setAnnouncement(`${titles[from]} moved to position ${to + 1} of ${keys.length}.`);
  };
  return (
    <>
      <ol className="space-y-3">
        {keys.map((key, index) => (
          <li
            key={key}
            className="rounded border border-slate-300 p-2"
            onDragOver={(event) => dragging !== null && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
          >
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <span
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', key);
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
                className="cursor-grab select-none px-1"
                title={`Drag to move this ${noun}`}
                aria-hidden="true"
              >
                ⠿
              </span>
              <strong className="mr-auto">{titles[index]}</strong>
              <button
                type="button"
                className="rounded border px-2 text-sm"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move up<span className="sr-only">: {titles[index]}</span>
              </button>
              <button
                type="button"
                className="rounded border px-2 text-sm"
                disabled={index === keys.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move down<span className="sr-only">: {titles[index]}</span>
              </button>
              <button type="button" className="rounded border px-2 text-sm" onClick={() => onRemove(index)}>
                Remove<span className="sr-only">: {titles[index]}</span>
              </button>
            </div>
            {children(index)}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

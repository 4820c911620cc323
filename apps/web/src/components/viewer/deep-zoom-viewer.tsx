'use client';
import { useRouter } from 'next/navigation';
import type OpenSeadragon from 'openseadragon';
import { useEffect, useId, useRef, useState } from 'react';
import { button } from '../member/ui.ts';

type DeepZoomViewerProps = {
  /** The IIIF Image API `info.json` of the image (served by the api, access-checked). */
  infoUrl: string;
  title: string;
  previousHref: string | null;
  nextHref: string | null;
};

type Status = 'loading' | 'ready' | 'failed';

/**
 * OpenSeadragon over the image's IIIF level-0 tiles, with the society's own accessible toolbar
 * (zoom, fit, rotate, full screen) instead of OpenSeadragon's image buttons. Keyboard on the image:
 * OpenSeadragon's own keys (arrows or W A S D pan, + and − zoom, 0 fits, R rotates), and N / P
 * for the next and previous image of the set.
 */
export function DeepZoomViewer({ infoUrl, title, previousHref, nextHref }: DeepZoomViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const router = useRouter();
  const helpId = useId();

  useEffect(() => {
    let cancelled = false;
    import('openseadragon').then(({ default: OpenSeadragon }) => {
      if (cancelled || !canvas.current) return;
      const osd = OpenSeadragon({
        element: canvas.current,
        tileSources: infoUrl,
        showNavigationControl: false,
        showNavigator: true,
        navigatorPosition: 'BOTTOM_RIGHT',
        visibilityRatio: 0.5,
        maxZoomPixelRatio: 2,
        crossOriginPolicy: false,
        animationTime: 0.6,
      });
      osd.addHandler('open', () => {
        setStatus('ready');
        setZoom(osd.viewport.getZoom(true) / osd.viewport.getHomeZoom());
      });
      osd.addHandler('open-failed', () => setStatus('failed'));
      osd.addHandler('zoom', (event) => setZoom((event.zoom ?? 1) / osd.viewport.getHomeZoom()));
      osd.addHandler('rotate', (event) => setRotation(((event.degrees % 360) + 360) % 360));
      // The focusable surface OpenSeadragon keys work on: named, and tied to the keyboard help.
      osd.canvas.setAttribute('role', 'application');
      osd.canvas.setAttribute('aria-label', `Deep-zoom image: ${title}`);
      osd.canvas.setAttribute('aria-describedby', helpId);
      viewer.current = osd;
    });
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [infoUrl, title, helpId]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const act = (change: (v: OpenSeadragon.Viewport) => void) => {
    const v = viewer.current?.viewport;
    if (!v) return;
    change(v);
    v.applyConstraints();
  };

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.key === 'n' ? nextHref : event.key === 'p' ? previousHref : null;
    if (target) {
      event.preventDefault();
      router.push(target);
    }
  }

  function toggleFullScreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  }

  const disabled = status !== 'ready';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: N and P bubble up from the image (OpenSeadragon's focusable canvas) and the toolbar; the same moves are links below.
    <div
      ref={frame}
      onKeyDown={onKeyDown}
      className="flex flex-col overflow-hidden rounded-lg border border-stone-300 bg-stone-900"
    >
      <div
        role="toolbar"
        aria-label="Image controls"
        className="flex flex-wrap items-center gap-2 bg-stone-100 p-2"
      >
        <button
          type="button"
          className={button.secondary}
          disabled={disabled}
          onClick={() => act((v) => v.zoomBy(1.5))}
        >
          Zoom in
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={disabled}
          onClick={() => act((v) => v.zoomBy(1 / 1.5))}
        >
          Zoom out
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={disabled}
          onClick={() => act((v) => v.goHome())}
        >
          Fit to screen
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={disabled}
          onClick={() => act((v) => v.setRotation(v.getRotation() - 90))}
        >
          Rotate left
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={disabled}
          onClick={() => act((v) => v.setRotation(v.getRotation() + 90))}
        >
          Rotate right
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-pressed={fullScreen}
          onClick={toggleFullScreen}
        >
          {fullScreen ? 'Leave full screen' : 'Full screen'}
        </button>
        <output
          aria-live="polite"
          className="ml-auto px-2 text-sm font-medium text-stone-800"
          data-testid="viewer-state"
        >
          {status === 'loading'
            ? 'Loading the image…'
            : status === 'failed'
              ? 'The image could not be loaded.'
              : `Zoom ${Math.round(zoom * 100)}%${rotation ? `, rotated ${rotation}°` : ''}`}
        </output>
      </div>
      <div ref={canvas} className={fullScreen ? 'min-h-0 w-full flex-1' : 'h-[70vh] min-h-80 w-full'} />
      <p id={helpId} className="bg-stone-100 px-3 py-2 text-sm text-stone-800">
        Drag to pan, scroll or pinch to zoom. With the image focused: arrow keys pan, + and − zoom, 0 fits the
        image, R rotates, N and P open the next and previous image.
      </p>
    </div>
  );
}

import { Box } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

/** Spec 01 §9: the drawing is 700x500 whatever the screen; narrower screens show it scaled down. */
export const SIGNATURE_WIDTH = 700;
export const SIGNATURE_HEIGHT = 500;
const PEN_COLOR = '#1a1b4b';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** Writes a typed name as the signature (the keyboard's way to sign); an empty name clears it. */
  type: (name: string) => void;
  /** The signature as a PNG data URL at 700x500. */
  toDataURL: () => string;
}

/**
 * A 700x500 canvas drawn with signature_pad. The canvas keeps its 700x500
 * pixels when CSS shrinks it on a phone; the context is scaled so that the
 * pointer's CSS position lands on the right canvas pixel.
 */
export const SignaturePadCanvas = forwardRef<SignaturePadHandle, { label: string; onBegin?: () => void; invalid?: boolean }>(function SignaturePadCanvas(
  { label, onBegin, invalid },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const typed = useRef(false);
  const begin = useRef(onBegin);
  useEffect(() => {
    begin.current = onBegin;
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, { penColor: PEN_COLOR, minWidth: 1, maxWidth: 3 });
    signature.addEventListener('beginStroke', () => begin.current?.());
    pad.current = signature;
    const fit = () => {
      const { width, height } = element.getBoundingClientRect();
      if (!width || !height) return;
      element.getContext('2d')?.setTransform(SIGNATURE_WIDTH / width, 0, 0, SIGNATURE_HEIGHT / height, 0, 0);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      signature.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => !typed.current && (pad.current?.isEmpty() ?? true),
    clear: () => {
      typed.current = false;
      pad.current?.clear();
    },
    type: (name: string) => {
      const context = canvas.current?.getContext('2d');
      if (!context || !pad.current) return;
      pad.current.clear();
      typed.current = name.trim().length > 0;
      if (!typed.current) return;
      // In the drawing's own 700x500 pixels, on the signing line, as large as the name allows.
      context.save();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.fillStyle = PEN_COLOR;
      context.textAlign = 'center';
      context.textBaseline = 'alphabetic';
      const family = getComputedStyle(canvas.current!).fontFamily || 'sans-serif';
      let size = 72;
      do {
        context.font = `italic ${size}px ${family}`;
        size -= 4;
      } while (size > 16 && context.measureText(name.trim()).width > SIGNATURE_WIDTH * 0.8);
      context.fillText(name.trim(), SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT * 0.76);
      context.restore();
    },
    toDataURL: () => pad.current?.toDataURL('image/png') ?? '',
  }));

  return (
    <Box
      pos="relative"
      w="100%"
      maw={SIGNATURE_WIDTH}
      bg="white"
      style={{
        aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
        border: `1px ${invalid ? 'solid var(--mantine-color-red-6)' : 'dashed var(--mantine-color-gray-5)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      {/* The signing line: drawn under the transparent canvas, so it is not part of the signature image. */}
      <Box
        aria-hidden
        pos="absolute"
        left="8%"
        right="8%"
        bottom="22%"
        c="gray.5"
        fz={22}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-4)', pointerEvents: 'none', lineHeight: 1 }}
      >
        ×
      </Box>
      <canvas
        ref={canvas}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none', cursor: 'crosshair' }}
      />
    </Box>
  );
});

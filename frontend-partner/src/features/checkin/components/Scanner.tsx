import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, Spinner, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';

type Decoder = (typeof import('jsqr'))['default'];

type ScannerState = 'idle' | 'starting' | 'scanning' | 'refused' | 'unavailable' | 'failed';

/** How often a frame is read: often enough to feel instant, rare enough for a cheap phone. */
const FRAME_MS = 200;
/** The same code seen again within this time is the same voucher still held up. */
const SAME_CODE_MS = 4000;
/** Frames are read at most this wide: a voucher's code decodes well below full resolution. */
const MAX_WIDTH = 640;

const NOTICE: Partial<Record<ScannerState, PartnerKey>> = {
  refused: 'scanner.refused',
  unavailable: 'scanner.unavailable',
  failed: 'scanner.failed',
};

/**
 * The phone's camera (the one facing away when there are two) and a QR decoder reading its
 * frames. The decoder (jsQR) is fetched when the camera starts, so no other page carries it.
 * `onCode` gets the text of each code held up; `paused` skips frames while one is handled.
 */
export function Scanner({ onCode, paused }: { onCode(text: string): void; paused: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const decoderRef = useRef<Decoder | null>(null);
  const lastRef = useRef<{ text: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(paused);
  const [state, setState] = useState<ScannerState>('idle');

  useEffect(() => {
    onCodeRef.current = onCode;
    pausedRef.current = paused;
  }, [onCode, paused]);

  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(() => release, [release]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const [stream, decoder] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
        import('jsqr').then((module) => module.default),
      ]);
      release();
      streamRef.current = stream;
      decoderRef.current = decoder;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await Promise.resolve(video.play()).catch(() => undefined);
      }
      setState('scanning');
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      setState(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'refused'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'unavailable'
            : 'failed',
      );
    }
  };

  const stop = () => {
    release();
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('idle');
  };

  useEffect(() => {
    if (state !== 'scanning') return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      const decode = decoderRef.current;
      if (!video || !decode || !context || pausedRef.current || video.readyState < 2) return;
      const scale = Math.min(1, MAX_WIDTH / (video.videoWidth || MAX_WIDTH));
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (!width || !height) return;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      const code = decode(image.data, width, height, { inversionAttempts: 'dontInvert' });
      if (!code?.data) return;
      const now = Date.now();
      const last = lastRef.current;
      lastRef.current = { text: code.data, at: now };
      if (last && last.text === code.data && now - last.at < SAME_CODE_MS) return;
      onCodeRef.current(code.data);
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [state]);

  const t = useT(partnerMessages);
  const live = state === 'scanning' || state === 'starting';
  const notice = NOTICE[state];
  return (
    <StyledScanner aria-labelledby="scan-heading">
      <h2 id="scan-heading">{t('scanner.title')}</h2>
      <StyledViewport $live={live}>
        <video ref={videoRef} muted playsInline aria-label={t('scanner.view')} />
        {state === 'starting' ? <Spinner label={t('scanner.starting')} /> : null}
      </StyledViewport>
      {state === 'scanning' ? (
        <p>{t('scanner.hold')}</p>
      ) : notice ? (
        <p role="alert">{t(notice)}</p>
      ) : (
        <p>{t('scanner.point')}</p>
      )}
      {live ? (
        <Button type="button" variant="outline" onClick={stop}>
          {t('scanner.stop')}
        </Button>
      ) : state !== 'unavailable' ? (
        <Button type="button" size="lg" onClick={start}>
          {state === 'idle' ? t('scanner.start') : t('scanner.retry')}
        </Button>
      ) : null}
    </StyledScanner>
  );
}

const StyledScanner = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]}px;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledViewport = styled.div<{ $live: boolean }>`
  display: ${({ $live }) => ($live ? 'grid' : 'none')};
  place-items: center;
  position: relative;
  width: 100%;
  max-width: 420px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.text};

  video,
  > * {
    grid-area: 1 / 1;
  }

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

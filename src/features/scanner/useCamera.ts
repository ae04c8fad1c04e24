// The camera of the scanner: the video inputs of the device, the one chosen (remembered in
// localStorage), its stream, and why it cannot run (no camera, permission denied, busy...).
import { useEffect, useState, type RefObject } from 'react';

export type CameraProblem = 'no_camera' | 'denied' | 'unavailable' | 'busy';
export type CameraState = 'starting' | 'running' | CameraProblem;

const STORAGE_KEY = 'conformity.scanner.camera';

const remembered = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
};

/** A getUserMedia failure as the user should read it. */
export function problemOf(error: unknown): CameraProblem {
  switch ((error as { name?: string })?.name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no_camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unavailable';
  }
}

export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState(remembered);
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    let stream: MediaStream | null = null;
    let live = true;
    setState('starting');
    const start = async () => {
      // Device labels and ids are only complete once a stream was granted: listed after it.
      const constraints: MediaStreamConstraints = {
        audio: false,
        video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } },
      };
      try {
        stream = await media.getUserMedia(constraints);
      } catch (error) {
        // A remembered camera that is gone: fall back to any camera.
        if (deviceId && problemOf(error) === 'no_camera') {
          setDeviceId('');
          return;
        }
        throw error;
      }
      if (!live) return;
      const inputs = (await media.enumerateDevices()).filter((d) => d.kind === 'videoinput');
      if (!live) return;
      setDevices(inputs);
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined); // autoplay of a muted inline video is allowed
      }
      setState('running');
    };
    start().catch((error) => live && setState(problemOf(error)));
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
      if (video.current) video.current.srcObject = null; // eslint-disable-line react-hooks/exhaustive-deps
    };
  }, [deviceId, video]);

  const choose = (id: string) => {
    try {
      localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // private mode: the choice holds for this visit only
    }
    setDeviceId(id);
  };

  // The stream's actual device when none was chosen (the select shows it).
  const current = deviceId || devices[0]?.deviceId || '';
  return { devices, deviceId: current, choose, state };
}

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_MESSAGES, SelfieCapture } from './selfie-capture';

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true });
  return spy;
}

function Harness({ active = true, onChange }: { active?: boolean; onChange?: (blob: Blob | null) => void }) {
  const [selfie, setSelfie] = useState<Blob | null>(null);
  return (
    <>
      <span id="selfie-label">Selfie</span>
      <SelfieCapture
        labelId="selfie-label"
        value={selfie}
        active={active}
        onChange={(blob) => {
          setSelfie(blob);
          onChange?.(blob);
        }}
      />
    </>
  );
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('SelfieCapture', () => {
  it('opens the front camera with a live preview, and stops it on cancel', async () => {
    const user = userEvent.setup();
    const { track, stream } = fakeStream();
    const getUserMedia = stubCamera(async () => stream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Take Selfie' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(await screen.findByRole('button', { name: 'Capture' })).toBeEnabled();
    // The stream is attached to the preview after the render that shows it.
    await waitFor(() => expect((screen.getByLabelText('Camera preview') as HTMLVideoElement).srcObject).toBe(stream));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Take Selfie' })).toBeInTheDocument();
  });

  it('captures a JPEG from the preview and stops the camera', async () => {
    const user = userEvent.setup();
    const { track, stream } = fakeStream();
    stubCamera(async () => stream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob([new Uint8Array(32)], { type: 'image/jpeg' })));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Take Selfie' }));
    await user.click(await screen.findByRole('button', { name: 'Capture' }));

    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 640, 480);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(track.stop).toHaveBeenCalled();
    const selfie = onChange.mock.calls[0]?.[0] as File;
    expect(selfie.type).toBe('image/jpeg');
    expect(selfie.name).toBe('selfie.jpg');
    expect(await screen.findByAltText('Your selfie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake' })).toBeInTheDocument();
  });

  it('says plainly when camera permission is denied and offers a photo instead', async () => {
    const user = userEvent.setup();
    stubCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Take Selfie' }));
    expect(await screen.findByText(CAMERA_MESSAGES.denied)).toBeInTheDocument();
    const fallback = screen.getByLabelText('Upload a selfie photo');
    expect(fallback).toHaveAttribute('accept', 'image/*');
    expect(fallback).toHaveAttribute('capture', 'user');
  });

  it('does not open the camera inside an embedded view', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const getUserMedia = stubCamera(async () => fakeStream().stream);
    render(<Harness />);

    expect(screen.getByText(CAMERA_MESSAGES.embedded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Selfie' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a selfie photo')).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('stops the camera when the tab is hidden and when the form goes away', async () => {
    const user = userEvent.setup();
    const first = fakeStream();
    const second = fakeStream();
    const streams = [first.stream, second.stream];
    stubCamera(async () => streams.shift()!);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const view = render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Take Selfie' }));
    await screen.findByRole('button', { name: 'Capture' });
    view.rerender(<Harness active={false} />);
    expect(first.track.stop).toHaveBeenCalled();

    view.rerender(<Harness active />);
    await user.click(screen.getByRole('button', { name: 'Take Selfie' }));
    await screen.findByRole('button', { name: 'Capture' });
    act(() => view.unmount());
    await waitFor(() => expect(second.track.stop).toHaveBeenCalled());
  });
});

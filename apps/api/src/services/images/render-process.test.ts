import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RenderProcess, type RenderJob } from './render-process';

async function smallJob(): Promise<RenderJob> {
  const input = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return {
    input,
    width: 20,
    height: 15,
    crop: false,
    format: 'webp',
    quality: 80,
    timeoutSeconds: 10,
    limitInputPixels: 1_000_000,
  };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the render process', () => {
  it('renders in a child process of its own', async () => {
    const renderer = new RenderProcess();
    const body = await renderer.render(await smallJob());
    expect((await sharp(body).metadata()).format).toBe('webp');
    expect(renderer.pid).toBeTypeOf('number');
    expect(renderer.pid).not.toBe(process.pid);
    await renderer.close();
  });

  // A niced child on a saturated machine once took over a minute to read the disconnect, holding a closing app.
  it('is killed when it does not leave within the grace after close(), so a closing app never waits on it', async () => {
    const renderer = new RenderProcess();
    await renderer.render(await smallJob());
    const pid = renderer.pid!;
    // Stopped: it reads nothing, as a starved child does not.
    process.kill(pid, 'SIGSTOP');
    await renderer.close();
    expect(alive(pid)).toBe(false);
    await expect(renderer.render(await smallJob())).rejects.toThrow('image renderer closed');
  }, 15_000);
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClipPlayer } from './clip-player';

afterEach(cleanup);

describe('ClipPlayer', () => {
  it('shows the site’s poster behind a play button, then the video in its place once tapped', () => {
    const clip = { title: '春日插画过程', videoUrl: '/video/1.mp4' };
    const { container } = render(
      <ClipPlayer clip={clip} image={<img src="/p.jpg" alt={clip.title} />} classes={{ video: 'v', poster: 'p' }} />,
    );
    expect(container.querySelector('video')).toBeNull();
    const play = screen.getByRole('button', { name: '播放「春日插画过程」' });
    expect(play.className).toBe('p');
    fireEvent.click(play);
    const video = screen.getByLabelText('视频：春日插画过程') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/video/1.mp4');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.className).toBe('v');
  });
});

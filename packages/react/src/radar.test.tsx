// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_RADAR, PHONE_RADAR, Radar, RubricBars } from './radar';

afterEach(cleanup);

const items = [
  { name: '插画', value: 100 },
  { name: '包装', value: 50 },
  { name: 'IP形象', value: null },
];

describe('Radar', () => {
  it('is one named image with an axis, a dot and a label per item', () => {
    const { container } = render(<Radar items={items} max={100} label="能力雷达图" layout={PHONE_RADAR} />);
    const chart = screen.getByRole('img', { name: '能力雷达图' });
    expect(chart.getAttribute('viewBox')).toBe(`-56 0 352 240`);
    expect(container.querySelectorAll('line')).toHaveLength(3);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual([
      expect.stringContaining('插画'),
      expect.stringContaining('包装'),
      expect.stringContaining('IP形象'),
    ]);
    // Four rings (25 % steps) and the shape.
    expect(container.querySelectorAll('polygon')).toHaveLength(5);
  });

  it('puts a full score on the outer ring and half a score halfway, at the layout’s radius', () => {
    for (const layout of [DESKTOP_RADAR, PHONE_RADAR]) {
      const { container, unmount } = render(<Radar items={items} max={100} label="r" layout={layout} />);
      const c = layout.size / 2;
      const dots = [...container.querySelectorAll('circle')].map((d) => ({
        x: Number(d.getAttribute('cx')),
        y: Number(d.getAttribute('cy')),
        r: Number(d.getAttribute('r')),
      }));
      const distance = (p: { x: number; y: number }) => Math.hypot(p.x - c, p.y - c);
      expect(distance(dots[0]!)).toBeCloseTo(layout.radius, 1);
      expect(distance(dots[1]!)).toBeCloseTo(layout.radius / 2, 1);
      expect(distance(dots[2]!)).toBeCloseTo(0, 1); // no score yet: at the centre
      expect(dots.every((d) => d.r === layout.dotRadius)).toBe(true);
      unmount();
    }
  });
});

describe('RubricBars', () => {
  it('draws each rubric part as a named bar filled to its share, with value / 25 and the site’s classes', () => {
    const { container } = render(
      <RubricBars
        scores={{ composition: 20, colour: 25, concept: 10, craft: 0 }}
        classes={{ root: 'bars', track: 'track', fill: 'fill' }}
      />,
    );
    expect(container.querySelector('dl')?.className).toBe('bars');
    const rows = [...container.querySelectorAll('dl > div')];
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('20 / 25');
    expect((rows[0]!.querySelector('.fill') as HTMLElement).style.width).toBe('80%');
    expect((rows[3]!.querySelector('.fill') as HTMLElement).style.width).toBe('0%');
    expect(screen.getByText('25 / 25')).toBeTruthy();
  });
});

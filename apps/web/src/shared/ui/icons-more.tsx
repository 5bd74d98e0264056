/**
 * Icons that no first paint needs (toolbar, share, detail pages): apart from icons.tsx so the bundler
 * can leave them out of the first load (a module lands in one chunk as a whole).
 */
import { Svg, type IconProps } from './icons';

export const UsersIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14a6.5 6.5 0 0 1 3 6" />
  </Svg>
);
export const EditIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Svg>
);
export const ArrowUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);
export const MoreIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="19" cy="12" r="1.2" fill="currentColor" />
  </Svg>
);
export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const QZoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3 2.6 5.6 6.1.7-4.5 4.1 1.2 6L12 16.4 6.6 19.4l1.2-6-4.5-4.1 6.1-.7L12 3Z" />
  </Svg>
);
export const QQIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3c-3.3 0-5.5 2.6-5.5 6v1.2c-1 1.4-2 3.2-2 4.6 0 .9.4 1.2.9.9l1-.8c.4 1.1 1.1 2 2 2.7-.9.4-1.6 1-1.6 1.6 0 .8 1.9 1.3 4 1.3h2.4c2.1 0 4-.5 4-1.3 0-.6-.7-1.2-1.6-1.6.9-.7 1.6-1.6 2-2.7l1 .8c.5.3.9 0 .9-.9 0-1.4-1-3.2-2-4.6V9c0-3.4-2.2-6-5.5-6Z" />
  </Svg>
);
export const WeChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9.5 4C5.9 4 3 6.4 3 9.4c0 1.7 1 3.2 2.5 4.2L5 16l2.6-1.4c.6.2 1.2.3 1.9.3" />
    <path d="M15 9.5c3.3 0 6 2.2 6 5 0 1.5-.8 2.9-2.1 3.8l.4 2-2.2-1.2c-.7.2-1.4.3-2.1.3-3.3 0-6-2.2-6-5s2.7-4.9 6-4.9Z" />
  </Svg>
);
export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);

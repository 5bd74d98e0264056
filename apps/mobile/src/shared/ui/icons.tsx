/** Inline icons (24 px, currentColor): no icon font on the first load. */
const Svg = ({ d, filled }: { d: string; filled?: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const BackIcon = () => <Svg d="M15 5l-7 7 7 7" />;
export const SearchIcon = () => <Svg d="M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm5.2 12.2L20 20" />;
export const HomeIcon = () => <Svg d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />;
export const WorksIcon = () => <Svg d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />;
export const TaskIcon = () => <Svg d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" />;
export const MeIcon = () => <Svg d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6" />;
export const HeartIcon = ({ filled }: { filled?: boolean }) => (
  <Svg filled={filled} d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
);
export const StarIcon = ({ filled }: { filled?: boolean }) => (
  <Svg filled={filled} d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />
);
export const ChevronIcon = () => <Svg d="M9 5l7 7-7 7" />;

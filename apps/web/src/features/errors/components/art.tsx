/** Small hand-drawn style illustrations for status pages (inline SVG: no requests, no fonts). */
export function PlanetArt() {
  return (
    <svg viewBox="0 0 240 180">
      <circle cx="120" cy="96" r="56" fill="#fff1ec" />
      <ellipse
        cx="120"
        cy="96"
        rx="96"
        ry="20"
        fill="none"
        stroke="#ff5a36"
        strokeWidth="3"
        transform="rotate(-14 120 96)"
      />
      <circle cx="120" cy="96" r="40" fill="#ff5a36" opacity="0.9" />
      <circle cx="106" cy="84" r="8" fill="#fff" opacity="0.35" />
      <circle cx="134" cy="108" r="5" fill="#fff" opacity="0.25" />
      <g fill="#86909c">
        <circle cx="30" cy="30" r="2" />
        <circle cx="210" cy="40" r="2.5" />
        <circle cx="196" cy="150" r="2" />
        <circle cx="44" cy="150" r="1.5" />
      </g>
      <path d="M188 22l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#ffb199" />
    </svg>
  );
}

export function EaselArt() {
  return (
    <svg viewBox="0 0 240 180">
      <rect x="20" y="150" width="200" height="6" rx="3" fill="#e5e6eb" />
      <path d="M88 150 112 40M152 150 128 40M120 40v110" stroke="#86909c" strokeWidth="4" strokeLinecap="round" />
      <rect x="64" y="36" width="112" height="84" rx="6" fill="#fff" stroke="#1f2329" strokeWidth="3" />
      <circle cx="96" cy="66" r="10" fill="#ffb199" />
      <path d="M72 112l30-30 20 20 14-12 32 22z" fill="#ff5a36" opacity="0.85" />
      <path d="M184 56c10-8 22-4 24 6s-8 16-16 12" fill="none" stroke="#ff7d00" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function CloudArt() {
  return (
    <svg viewBox="0 0 240 180">
      <path
        d="M60 120a28 28 0 0 1 6-55 40 40 0 0 1 76-10 32 32 0 0 1 38 65z"
        fill="#f7f8fa"
        stroke="#e5e6eb"
        strokeWidth="3"
      />
      <path d="M120 76v26" stroke="#f53f3f" strokeWidth="6" strokeLinecap="round" />
      <circle cx="120" cy="114" r="4" fill="#f53f3f" />
    </svg>
  );
}

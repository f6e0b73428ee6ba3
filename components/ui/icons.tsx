/** Small decorative line icons (24 px, currentColor). Always aria-hidden: the text beside them carries the meaning. */
const base = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function BoltIcon() {
  return (
    <svg {...base}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
    </svg>
  );
}

export function GamepadIcon() {
  return (
    <svg {...base}>
      <rect x="2" y="7" width="20" height="11" rx="5" />
      <path d="M7 11v3M5.5 12.5h3M15.5 12h.01M18 14h.01" />
    </svg>
  );
}

export function HeadsetIcon() {
  return (
    <svg {...base}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </svg>
  );
}

export function CrownIcon() {
  return (
    <svg {...base}>
      <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </svg>
  );
}
